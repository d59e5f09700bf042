/**
 * Drafts, locks and personal answers over REST: versions follow
 * their documents' read rules, a document lock belongs to whoever took it, and every answer
 * that depends on a session or sets a cookie is `private, no-store`.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createMember, createTemplateImage, loginMember, MEMBER_PASSWORD } from '../helpers/members'
import { api, login } from '../helpers/rest'
import { createStaff, PASSWORD } from '../helpers/staff'

let payload: Payload
const tokens = { admin: '', marketer: '', otherMarketer: '', moderator: '', member: '' }
const ids = { admin: 0, marketer: 0, otherMarketer: 0, moderator: 0 }
let memberEmail = ''
let pageId = 0

const AS_SEED = { overrideAccess: true, context: { disableRevalidate: true, seeding: true } } as const

beforeAll(async () => {
  payload = await getPayload({ config })
  for (const role of ['admin', 'marketer', 'otherMarketer', 'moderator'] as const) {
    const staff = await createStaff(payload, [role === 'otherMarketer' ? 'marketer' : role])
    ids[role] = staff.id
    tokens[role] = await login(staff.email, PASSWORD)
  }
  const member = await createMember(payload)
  memberEmail = member.email
  tokens.member = await loginMember(member.email)
  const page = await payload.create({
    collection: 'pages',
    data: { title: 'Secret launch', path: `/w/secret-${Date.now()}`, headerVariant: 'main', _status: 'draft' },
    draft: true,
    ...AS_SEED,
  })
  pageId = page.id
})

describe('RELIABILITY: Versions, drafts and document locks follow the same read rules as their documents', () => {
  it('a moderator, who reads pages only as published, reads no page or global drafts through /versions', async () => {
    expect((await api('GET', '/pages/versions', { token: tokens.moderator })).status).toBe(403)
    expect((await api('GET', `/pages/versions?where[parent][equals]=${pageId}`, { token: tokens.moderator })).status).toBe(403)
    expect((await api('GET', '/globals/pricing/versions', { token: tokens.moderator })).status).toBe(403)
    expect((await api('GET', '/globals/header-menus/versions', { token: tokens.moderator })).status).toBe(403)
  })

  it('editors still read the drafts they edit', async () => {
    const versions = await api('GET', `/pages/versions?where[parent][equals]=${pageId}`, { token: tokens.marketer })
    expect(versions.status).toBe(200)
    expect(versions.body.docs.length).toBeGreaterThan(0)
    expect((await api('GET', '/globals/pricing/versions', { token: tokens.marketer })).status).toBe(200)
  })
})

describe('RELIABILITY: A lock belongs to whoever took it', () => {
  const lockBody = (userId: number) => ({ document: { relationTo: 'pages', value: pageId }, user: { relationTo: 'users', value: userId } })

  it('nobody takes a lock in somebody else’s name', async () => {
    const forged = await api('POST', '/payload-locked-documents', { token: tokens.otherMarketer, body: lockBody(ids.marketer) })
    expect(forged.status).toBe(403)
  })

  it('others cannot read, change or delete a lock; its holder and an admin can', async () => {
    const taken = await api('POST', '/payload-locked-documents', { token: tokens.marketer, body: lockBody(ids.marketer) })
    expect(taken.status).toBe(201)
    const lockId = taken.body.doc.id as number

    const seen = await api('GET', '/payload-locked-documents', { token: tokens.otherMarketer })
    expect(seen.status).toBe(200)
    expect(seen.body.docs.map((doc: { id: number }) => doc.id)).not.toContain(lockId)
    expect([403, 404]).toContain((await api('GET', `/payload-locked-documents/${lockId}`, { token: tokens.otherMarketer })).status)
    const changed = await api('PATCH', `/payload-locked-documents/${lockId}`, { token: tokens.otherMarketer, body: lockBody(ids.otherMarketer) })
    expect([403, 404]).toContain(changed.status)
    expect([403, 404]).toContain((await api('DELETE', `/payload-locked-documents/${lockId}`, { token: tokens.otherMarketer })).status)
    expect((await payload.findByID({ collection: 'payload-locked-documents', id: lockId, depth: 0 })).user).toMatchObject({ value: ids.marketer })

    expect((await api('GET', `/payload-locked-documents/${lockId}`, { token: tokens.marketer })).status).toBe(200)
    expect((await api('GET', `/payload-locked-documents/${lockId}`, { token: tokens.admin })).status).toBe(200)
    expect((await api('DELETE', `/payload-locked-documents/${lockId}`, { token: tokens.marketer })).status).toBe(200)
  })
})

describe('RELIABILITY: Every response that depends on a session, or sets a cookie, is private, no-store', () => {
  it.each([
    ['/users/me', 'admin'],
    ['/users/me', undefined],
    ['/members/me', 'member'],
    ['/members/me', undefined],
    ['/leads', 'admin'],
    ['/pages?draft=true', 'marketer'],
    ['/community-templates', 'member'],
  ] as const)('GET %s as %s', async (path, actor) => {
    const response = await api('GET', path, { token: actor ? tokens[actor] : undefined })
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })

  it('a login, which sets the session cookie', async () => {
    const response = await api('POST', '/members/login', { body: { email: memberEmail, password: MEMBER_PASSWORD } })
    expect(response.status).toBe(200)
    expect(response.headers.get('set-cookie')).toBeTruthy()
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })

  it('a member’s private template image file, fetched with the session', async () => {
    const member = await createMember(payload)
    const id = await createTemplateImage(payload, member.id, 'private-board.png')
    const image = await payload.findByID({ collection: 'template-images', id, overrideAccess: true })
    const token = await loginMember(member.email)
    const file = await api('GET', `/template-images/file/${image.filename}`, { token })
    expect(file.status).toBe(200)
    expect(file.headers.get('cache-control')).toBe('private, no-store')
  })
})

describe('RELIABILITY: No open redirect anywhere (links saved in rich text, drafts included)', () => {
  const withLink = (url: string) => ({
    root: {
      type: 'root',
      version: 1,
      direction: 'ltr',
      format: '',
      indent: 0,
      children: [
        {
          type: 'paragraph',
          version: 1,
          direction: 'ltr',
          format: '',
          indent: 0,
          children: [
            {
              type: 'link',
              version: 3,
              direction: 'ltr',
              format: '',
              indent: 0,
              fields: { linkType: 'custom', url, newTab: false },
              children: [{ type: 'text', version: 1, text: 'Click', format: 0, detail: 0, mode: 'normal', style: '' }],
            },
          ],
        },
      ],
    },
  })
  const page = (url: string, status: 'draft' | 'published') => ({
    title: `Links ${Date.now()}`,
    path: `/w/links-${Date.now()}-${Math.round(Math.random() * 1e6)}`,
    headerVariant: 'main',
    layout: [{ blockType: 'richText', content: withLink(url) }],
    _status: status,
  })

  it.each(['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', 'vbscript:msgbox(1)', 'javascript:alert(1)'])(
    'refuses %s, as a draft and published',
    async (url) => {
      for (const status of ['draft', 'published'] as const) {
        const response = await api('POST', `/pages${status === 'draft' ? '?draft=true' : ''}`, { token: tokens.marketer, body: page(url, status) })
        expect(response.status).toBe(400)
      }
    },
  )

  it('saves https, mailto and site-path links', async () => {
    for (const url of ['https://example.com', 'mailto:sales@example.com', '/pricing']) {
      expect((await api('POST', '/pages?draft=true', { token: tokens.marketer, body: page(url, 'draft') })).status).toBe(201)
    }
  })

  // the preview renders drafts, so a draft may not hold such a link either.
  it('refuses an autolink marked internal that carries a javascript: address, in a draft', async () => {
    const autolink = page('https://example.com', 'draft')
    const paragraph = (autolink.layout[0]!.content.root.children[0] as { children: { type: string; fields: Record<string, unknown> }[] }).children[0]!
    paragraph.type = 'autolink'
    paragraph.fields = { linkType: 'internal', url: 'javascript:alert(document.cookie)' }
    expect((await api('POST', '/pages?draft=true', { token: tokens.marketer, body: autolink })).status).toBe(400)
  })

  it.each(['data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', ' javascript:alert(1)', '//evil.example/x'])(
    'refuses %j in a link field of a footer link group and of the header, as a draft',
    async (url) => {
      const group = await api('POST', '/footer-link-groups?draft=true', {
        token: tokens.marketer,
        body: { title: 'Links', order: 1, links: [{ link: { text: 'Click', url } }], _status: 'draft' },
      })
      expect(group.status, JSON.stringify(group.body)).toBe(400)
      const header = await api('POST', '/globals/header-menus?draft=true', {
        token: tokens.marketer,
        body: { main: [{ link: { text: 'Click', url } }], _status: 'draft' },
      })
      expect(header.status, JSON.stringify(header.body)).toBe(400)
    },
  )

  it('keeps a link that is still being typed in a draft (the publish validates it)', async () => {
    for (const url of ['/pric', 'https:/', 'https://example.com/x']) {
      const group = await api('POST', '/footer-link-groups?draft=true', {
        token: tokens.marketer,
        body: { title: 'Links', order: 1, links: [{ link: { text: 'Click', url } }], _status: 'draft' },
      })
      expect(group.status, `${url}: ${JSON.stringify(group.body)}`).toBe(201)
    }
  })
})

describe('RELIABILITY: Versions, drafts and document locks follow the same read rules as their documents', () => {
  const lock = (token: string, holder: number, target: Record<string, unknown>) =>
    api('POST', '/payload-locked-documents', { token, body: { ...target, user: { relationTo: 'users', value: holder } } })

  it('a lock is taken only on what its holder may change', async () => {
    const onPage = { document: { relationTo: 'pages', value: pageId } }
    const onAdmin = { document: { relationTo: 'users', value: ids.admin } }
    expect((await lock(tokens.moderator, ids.moderator, onPage)).status).toBe(403)
    expect((await lock(tokens.moderator, ids.moderator, onAdmin)).status).toBe(403)
    expect((await lock(tokens.marketer, ids.marketer, onAdmin)).status).toBe(403)
    expect((await lock(tokens.moderator, ids.moderator, { globalSlug: 'pricing' })).status).toBe(403)
    expect((await payload.count({ collection: 'payload-locked-documents', where: { 'user.value': { in: [ids.moderator, ids.marketer] } } })).totalDocs).toBe(0)
    // What they edit, they lock: a marketer a page, anyone their own account.
    const own = await lock(tokens.moderator, ids.moderator, { document: { relationTo: 'users', value: ids.moderator } })
    expect(own.status).toBe(201)
    expect((await api('DELETE', `/payload-locked-documents/${own.body.doc.id}`, { token: tokens.moderator })).status).toBe(200)
  })

  it('the admin’s form state takes a lock only where its caller may change the document', async () => {
    const { lockOnlyWhatCallerMayChange } = await import('@/cms/admin/form-state-locks')
    const call = (token: string, args: Record<string, unknown>) =>
      lockOnlyWhatCallerMayChange({ name: 'form-state', args: { returnLockStatus: true, ...args } }, payload, new Headers({ Authorization: `JWT ${token}` }))
    expect((await call(tokens.moderator, { collectionSlug: 'pages', id: pageId })).args.returnLockStatus).toBe(false)
    expect((await call(tokens.marketer, { collectionSlug: 'users', id: ids.admin })).args.returnLockStatus).toBe(false)
    expect((await call(tokens.moderator, { globalSlug: 'pricing' })).args.returnLockStatus).toBe(false)
    expect((await call(tokens.marketer, { collectionSlug: 'pages', id: pageId })).args.returnLockStatus).toBe(true)
    expect((await call(tokens.marketer, { globalSlug: 'pricing' })).args.returnLockStatus).toBe(true)
  })

  it('nobody but an admin saves over another’s lock, ?overrideLock=true or not', async () => {
    const taken = await lock(tokens.marketer, ids.marketer, { document: { relationTo: 'pages', value: pageId } })
    expect(taken.status).toBe(201)
    try {
      for (const query of ['', '?overrideLock=true']) {
        const save = await api('PATCH', `/pages/${pageId}${query}`, { token: tokens.otherMarketer, body: { title: 'Taken over' } })
        expect(save.status, `${query}: ${JSON.stringify(save.body)}`).toBe(423)
      }
      expect((await payload.findByID({ collection: 'pages', id: pageId, draft: true })).title).toBe('Secret launch')
      expect((await api('PATCH', `/pages/${pageId}?overrideLock=true`, { token: tokens.admin, body: { title: 'Secret launch' } })).status).toBe(200)
    } finally {
      await payload.delete({ collection: 'payload-locked-documents', where: { 'document.value': { equals: pageId } } })
    }
  })

  it('a global’s lock holds for others too', async () => {
    const taken = await lock(tokens.marketer, ids.marketer, { globalSlug: 'side-menu' })
    expect(taken.status).toBe(201)
    try {
      const save = await api('POST', '/globals/side-menu?draft=true', { token: tokens.otherMarketer, body: { _status: 'draft' } })
      expect(save.status, JSON.stringify(save.body)).toBe(423)
    } finally {
      await payload.delete({ collection: 'payload-locked-documents', where: { globalSlug: { equals: 'side-menu' } } })
    }
  })

  it('draft=true tells visitors nothing: a page with unpublished changes is listed and read as published', async () => {
    const path = `/w/edited-${Date.now()}`
    const published = await payload.create({
      collection: 'pages',
      data: { title: 'Public title', path, headerVariant: 'main', _status: 'published' },
      ...AS_SEED,
    })
    await payload.update({ collection: 'pages', id: published.id, data: { title: 'Unannounced title' }, draft: true, ...AS_SEED })
    for (const token of [undefined, tokens.member, tokens.moderator]) {
      const plain = await api('GET', `/pages?where[path][equals]=${path}&depth=0`, { token })
      const asDraft = await api('GET', `/pages?where[path][equals]=${path}&depth=0&draft=true`, { token })
      expect(asDraft.body.docs.map((doc: { title: string }) => doc.title)).toEqual(['Public title'])
      expect(asDraft.body.totalDocs).toBe(plain.body.totalDocs)
      expect((await api('GET', `/pages/count?where[path][equals]=${path}&draft=true`, { token })).body.totalDocs).toBe(1)
      const one = await api('GET', `/pages/${published.id}?draft=true&depth=0`, { token })
      expect([one.status, one.body.title]).toEqual([200, 'Public title'])
    }
    // Those who edit it read the draft.
    expect((await api('GET', `/pages/${published.id}?draft=true&depth=0`, { token: tokens.marketer })).body.title).toBe('Unannounced title')
  })
})
