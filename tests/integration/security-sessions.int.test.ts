/**
 * Drafts, locks and personal answers over REST (issue 15, findings 6 and 7): versions follow
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
const ids = { marketer: 0, otherMarketer: 0 }
let memberEmail = ''
let pageId = 0

const AS_SEED = { overrideAccess: true, context: { disableRevalidate: true, seeding: true } } as const

beforeAll(async () => {
  payload = await getPayload({ config })
  for (const role of ['admin', 'marketer', 'otherMarketer', 'moderator'] as const) {
    const staff = await createStaff(payload, [role === 'otherMarketer' ? 'marketer' : role])
    if (role === 'marketer' || role === 'otherMarketer') ids[role] = staff.id
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
})
