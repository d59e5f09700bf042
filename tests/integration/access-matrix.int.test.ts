/**
 * Who may do what, over REST: every collection x create/read/update/delete and every global
 * x read/update, for a visitor (anonymous), each staff role and a community member (signed in
 * on the site, never staff). The tables below are the
 * expectation, derived from the access rules in src/cms (collections/*, globals/*, access/*);
 * each cell is one test. A change of a rule must change a table, so it cannot go unnoticed.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { StatusName } from '@/cms/collections/CommunityTemplates/statuses'

import { createMember, createTemplateImage, loginMember, memberImages } from '../helpers/members'
import { pngFile, upload } from '../helpers/upload'
import { api, type ApiResponse, login } from '../helpers/rest'
import { createStaff, PASSWORD } from '../helpers/staff'

// ----------------------------------------------------------------------------------------------
// The matrix
// ----------------------------------------------------------------------------------------------

const ACTORS = ['anonymous', 'marketer', 'moderator', 'admin', 'member'] as const
type Actor = (typeof ACTORS)[number]
type Staff = Exclude<Actor, 'anonymous' | 'member'>

/**
 * allowed         2xx and the change is stored; a read returns every document, drafts and
 *                 unapproved templates included.
 * denied          401/403 (a read of one document may also be 404) and nothing stored changes.
 * published only  a read answers 200 with published documents only; a draft (or a position or
 *                 solution without `published` ticked) is 404.
 * approved only   a read answers 200 with templates online only (statusCode 1, 3 or 5), or with
 *                 template images an online template uses; others 404.
 * approved or own the same, plus the member's own documents (their templates in any status but
 *                 deleted, their uploads); other members' unapproved ones 404.
 * own only        allowed on the actor's own document (their account, their template), denied on
 *                 everybody else's.
 */
type Outcome = 'allowed' | 'denied' | 'published only' | 'approved only' | 'approved or own' | 'own only'

type Collection =
  | 'pages'
  | 'articles'
  | 'media'
  | 'mini-sites'
  | 'footer-link-groups'
  | 'cookie-definitions'
  | 'consent-records'
  | 'ab-tests'
  | 'audiences'
  | 'personalisations'
  | 'community-templates'
  | 'template-images'
  | 'template-likes'
  | 'template-stats'
  | 'positions'
  | 'solutions'
  | 'leads'
  | 'redirects'
  | 'users'
  | 'members'
type CollectionOperation = 'create' | 'read' | 'update' | 'delete'

type Global = 'header-menus' | 'side-menu' | 'docs-sidebar' | 'site-settings' | 'pricing'
type GlobalOperation = 'read' | 'update'

type Row<Subject, Operation> = readonly [Subject, Operation, anonymous: Outcome, marketer: Outcome, moderator: Outcome, admin: Outcome, member: Outcome]

// prettier-ignore
const COLLECTION_MATRIX: readonly Row<Collection, CollectionOperation>[] = [
  // collection              operation   anonymous          marketer           moderator          admin              member
  ['pages',                  'create',   'denied',          'allowed',         'denied',          'allowed',         'denied'],
  ['pages',                  'read',     'published only',  'allowed',         'published only',  'allowed',         'published only'],
  ['pages',                  'update',   'denied',          'allowed',         'denied',          'allowed',         'denied'],
  ['pages',                  'delete',   'denied',          'allowed',         'denied',          'allowed',         'denied'],

  ['articles',               'create',   'denied',          'allowed',         'denied',          'allowed',         'denied'],
  ['articles',               'read',     'published only',  'allowed',         'published only',  'allowed',         'published only'],
  ['articles',               'update',   'denied',          'allowed',         'denied',          'allowed',         'denied'],
  ['articles',               'delete',   'denied',          'allowed',         'denied',          'allowed',         'denied'],

  ['media',                  'create',   'denied',          'allowed',         'denied',          'allowed',         'denied'],
  ['media',                  'read',     'allowed',         'allowed',         'allowed',         'allowed',         'allowed'],
  ['media',                  'update',   'denied',          'allowed',         'denied',          'allowed',         'denied'],
  ['media',                  'delete',   'denied',          'allowed',         'denied',          'allowed',         'denied'],

  ['mini-sites',             'create',   'denied',          'allowed',         'denied',          'allowed',         'denied'],
  ['mini-sites',             'read',     'published only',  'allowed',         'published only',  'allowed',         'published only'],
  ['mini-sites',             'update',   'denied',          'allowed',         'denied',          'allowed',         'denied'],
  ['mini-sites',             'delete',   'denied',          'allowed',         'denied',          'allowed',         'denied'],

  ['footer-link-groups',     'create',   'denied',          'allowed',         'denied',          'allowed',         'denied'],
  ['footer-link-groups',     'read',     'published only',  'allowed',         'published only',  'allowed',         'published only'],
  ['footer-link-groups',     'update',   'denied',          'allowed',         'denied',          'allowed',         'denied'],
  ['footer-link-groups',     'delete',   'denied',          'allowed',         'denied',          'allowed',         'denied'],

  ['cookie-definitions',     'create',   'denied',          'allowed',         'denied',          'allowed',         'denied'],
  ['cookie-definitions',     'read',     'allowed',         'allowed',         'allowed',         'allowed',         'allowed'],
  ['cookie-definitions',     'update',   'denied',          'allowed',         'denied',          'allowed',         'denied'],
  ['cookie-definitions',     'delete',   'denied',          'allowed',         'denied',          'allowed',         'denied'],

  // Written only by POST /api/consent (local API); proof of choices, so nobody edits them.
  ['consent-records',        'create',   'denied',          'denied',          'denied',          'denied',          'denied'],
  ['consent-records',        'read',     'denied',          'denied',          'denied',          'allowed',         'denied'],
  ['consent-records',        'update',   'denied',          'denied',          'denied',          'denied',          'denied'],
  ['consent-records',        'delete',   'denied',          'denied',          'denied',          'allowed',         'denied'],

  ['ab-tests',               'create',   'denied',          'allowed',         'denied',          'allowed',         'denied'],
  ['ab-tests',               'read',     'denied',          'allowed',         'denied',          'allowed',         'denied'],
  ['ab-tests',               'update',   'denied',          'allowed',         'denied',          'allowed',         'denied'],
  ['ab-tests',               'delete',   'denied',          'allowed',         'denied',          'allowed',         'denied'],

  ['audiences',              'create',   'denied',          'allowed',         'denied',          'allowed',         'denied'],
  ['audiences',              'read',     'denied',          'allowed',         'denied',          'allowed',         'denied'],
  ['audiences',              'update',   'denied',          'allowed',         'denied',          'allowed',         'denied'],
  ['audiences',              'delete',   'denied',          'allowed',         'denied',          'allowed',         'denied'],

  ['personalisations',       'create',   'denied',          'allowed',         'denied',          'allowed',         'denied'],
  ['personalisations',       'read',     'denied',          'allowed',         'denied',          'allowed',         'denied'],
  ['personalisations',       'update',   'denied',          'allowed',         'denied',          'allowed',         'denied'],
  ['personalisations',       'delete',   'denied',          'allowed',         'denied',          'allowed',         'denied'],

  ['community-templates',    'create',   'denied',          'denied',          'allowed',         'allowed',         'allowed'],
  ['community-templates',    'read',     'approved only',   'approved only',   'allowed',         'allowed',         'approved or own'],
  ['community-templates',    'update',   'denied',          'denied',          'allowed',         'allowed',         'own only'],
  ['community-templates',    'delete',   'denied',          'denied',          'denied',          'allowed',         'denied'],

  // Selfies and board screenshots: visitors see those of online templates, members upload and see their own.
  ['template-images',        'create',   'denied',          'denied',          'allowed',         'allowed',         'allowed'],
  ['template-images',        'read',     'approved only',   'approved only',   'allowed',         'allowed',         'approved or own'],
  ['template-images',        'update',   'denied',          'denied',          'allowed',         'allowed',         'denied'],
  ['template-images',        'delete',   'denied',          'denied',          'allowed',         'allowed',         'denied'],

  // The gallery's counts, written only by POST /api/templates/{id} (SQL); nobody edits them.
  ['template-likes',         'create',   'denied',          'denied',          'denied',          'denied',          'denied'],
  ['template-likes',         'read',     'denied',          'denied',          'denied',          'allowed',         'denied'],
  ['template-likes',         'update',   'denied',          'denied',          'denied',          'denied',          'denied'],
  ['template-likes',         'delete',   'denied',          'denied',          'denied',          'allowed',         'denied'],

  ['template-stats',         'create',   'denied',          'denied',          'denied',          'denied',          'denied'],
  ['template-stats',         'read',     'denied',          'denied',          'allowed',         'allowed',         'denied'],
  ['template-stats',         'update',   'denied',          'denied',          'denied',          'denied',          'denied'],
  ['template-stats',         'delete',   'denied',          'denied',          'denied',          'allowed',         'denied'],

  ['positions',              'create',   'denied',          'allowed',         'denied',          'allowed',         'denied'],
  ['positions',              'read',     'published only',  'allowed',         'published only',  'allowed',         'published only'],
  ['positions',              'update',   'denied',          'allowed',         'denied',          'allowed',         'denied'],
  ['positions',              'delete',   'denied',          'allowed',         'denied',          'allowed',         'denied'],

  ['solutions',              'create',   'denied',          'allowed',         'denied',          'allowed',         'denied'],
  ['solutions',              'read',     'published only',  'allowed',         'published only',  'allowed',         'published only'],
  ['solutions',              'update',   'denied',          'allowed',         'denied',          'allowed',         'denied'],
  ['solutions',              'delete',   'denied',          'allowed',         'denied',          'allowed',         'denied'],

  // Written only by the form endpoint (local API); sales follows them up.
  ['leads',                  'create',   'denied',          'denied',          'denied',          'denied',          'denied'],
  ['leads',                  'read',     'denied',          'allowed',         'denied',          'allowed',         'denied'],
  ['leads',                  'update',   'denied',          'allowed',         'denied',          'allowed',         'denied'],
  ['leads',                  'delete',   'denied',          'denied',          'denied',          'allowed',         'denied'],

  ['redirects',              'create',   'denied',          'allowed',         'denied',          'allowed',         'denied'],
  ['redirects',              'read',     'denied',          'allowed',         'denied',          'allowed',         'denied'],
  ['redirects',              'update',   'denied',          'allowed',         'denied',          'allowed',         'denied'],
  ['redirects',              'delete',   'denied',          'allowed',         'denied',          'allowed',         'denied'],

  ['users',                  'create',   'denied',          'denied',          'denied',          'allowed',         'denied'],
  ['users',                  'read',     'denied',          'own only',        'own only',        'allowed',         'denied'],
  ['users',                  'update',   'denied',          'own only',        'own only',        'allowed',         'denied'],
  ['users',                  'delete',   'denied',          'denied',          'denied',          'allowed',         'denied'],

  // Anyone signs up (the email must be confirmed before logging in); only admins see the members.
  ['members',                'create',   'allowed',         'allowed',         'allowed',         'allowed',         'allowed'],
  ['members',                'read',     'denied',          'denied',          'denied',          'allowed',         'own only'],
  ['members',                'update',   'denied',          'denied',          'denied',          'allowed',         'own only'],
  ['members',                'delete',   'denied',          'denied',          'denied',          'allowed',         'denied'],
]

// prettier-ignore
const GLOBAL_MATRIX: readonly Row<Global, GlobalOperation>[] = [
  // global                  operation   anonymous          marketer           moderator          admin              member
  ['header-menus',           'read',     'allowed',         'allowed',         'allowed',         'allowed',         'allowed'],
  ['header-menus',           'update',   'denied',          'allowed',         'denied',          'allowed',         'denied'],

  ['side-menu',              'read',     'allowed',         'allowed',         'allowed',         'allowed',         'allowed'],
  ['side-menu',              'update',   'denied',          'allowed',         'denied',          'allowed',         'denied'],

  ['docs-sidebar',           'read',     'allowed',         'allowed',         'allowed',         'allowed',         'allowed'],
  ['docs-sidebar',           'update',   'denied',          'allowed',         'denied',          'allowed',         'denied'],

  ['site-settings',          'read',     'allowed',         'allowed',         'allowed',         'allowed',         'allowed'],
  ['site-settings',          'update',   'denied',          'denied',          'denied',          'allowed',         'denied'],

  ['pricing',                'read',     'allowed',         'allowed',         'allowed',         'allowed',         'allowed'],
  ['pricing',                'update',   'denied',          'allowed',         'denied',          'allowed',         'denied'],
]

/** Template statuses by whether visitors may see them: online means statusCode 1, 3 or 5. */
const ONLINE_STATUSES: readonly StatusName[] = ['approved', 'approved_paid', 'approved_by_user']
const OFFLINE_STATUSES: readonly StatusName[] = ['pending', 'rejected', 'pending_user_to_approve', 'rejected_by_user', 'duplicated', 'deleted']
const ONLINE_CODES = [1, 3, 5]

// ----------------------------------------------------------------------------------------------
// Fixtures
// ----------------------------------------------------------------------------------------------

let payload: Payload
const tokens: Record<Actor, string | undefined> = {
  anonymous: undefined,
  marketer: undefined,
  moderator: undefined,
  admin: undefined,
  member: undefined,
}
const selfIds = {} as Record<Staff, number>
/** The community member of the matrix, and another one whose documents they must not reach. */
let memberId: number
let otherMemberId: number
/** A selfie and a board image the member uploaded, for the templates they submit. */
let memberImageRows: { type: 'selfie' | 'board'; image: number }[]
let logoId: number

/** Local API writes for fixtures: no access checks, no cache revalidation, any template status. */
const AS_SEED = { overrideAccess: true, context: { disableRevalidate: true, seeding: true } } as const

let counter = 0
/** Lowercase and digits only, so it fits slugs, paths, cookie names and A/B test names. */
const nextTag = () => `x${++counter}`

const STORY =
  'Our team used to juggle spreadsheets, email threads and sticky notes, and nobody knew what was late until it was. ' +
  'We built one board to give everyone a single place to see who owns what, what is blocked and what ships this week. ' +
  'Automations now remind owners before deadlines and new joiners learn the process in an afternoon.'

const pageData = (tag: string) => ({ title: `Page ${tag}`, path: `/w/${tag}`, headerVariant: 'main' as const })
const articleBody = (text: string) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr' as const,
    format: '' as const,
    indent: 0,
    children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text }] }],
  },
})
const articleData = (tag: string) => ({
  kind: 'blog' as const,
  slug: `article-${tag}`.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  title: `Article ${tag}`,
  excerpt: `Excerpt ${tag}`,
  publishedAt: '2026-11-01T09:00:00.000Z',
  body: articleBody(`Body ${tag}`),
})
const miniSiteData = (tag: string) => ({
  name: `Mini-site ${tag}`,
  product: 'crm' as const,
  logo: { src: logoId, mobileSrc: logoId, url: '/' },
  unifiedDesktopLogo: { src: logoId, url: '/' },
})
const footerData = (tag: string) => ({ title: `Group ${tag}`, order: 1, links: [{ link: { text: `Home ${tag}`, url: '/' } }] })
const cookieData = (tag: string) => ({ name: `cookie_${tag}`, category: 'analytics' as const })
const consentRecordData = (tag: string) => ({
  choiceId: crypto.randomUUID(),
  chosenAt: new Date().toISOString(),
  country: 'DE',
  granted: { functional: true, analytics: tag.length % 2 === 0, marketing: false },
  policyVersion: 1,
  gpc: false,
  locale: 'de' as const,
})
const leadData = (tag: string) => ({
  form: 'contactSales' as const,
  status: 'new' as const,
  name: `Prospect ${tag}`,
  email: `prospect-${tag}@example.com`,
  company: 'Acme',
  country: 'IL',
  locale: 'en' as const,
  page: '/sales/contact-us',
  idempotencyKey: `contactSales:${crypto.randomUUID()}`,
})
const abTestData = (tag: string) => ({
  testName: `test_${tag}`,
  newVariation: 'b',
  status: 'draft' as const,
  variants: [
    { name: 'control', traffic: 50 },
    { name: 'b', traffic: 50 },
  ],
})
const templateData = (tag: string, status: StatusName) => ({
  title: `Template ${tag} (${status})`,
  status,
  rejectReason: status === 'rejected' ? ('Bad Text' as const) : ('None' as const),
  paragraphs: [{ text: STORY }],
  termsAccepted: true,
})
const memberData = (tag: string) => ({ email: `member-${tag}@community.example`, password: 'a long community password', name: `Member ${tag}` })
const positionData = (tag: string, published: boolean) => ({
  title: `Position ${tag}`,
  team: 'Engineering',
  location: 'Remote',
  applyUrl: `https://jobs.example.com/${tag}`,
  published,
})
const solutionData = (tag: string, published: boolean) => ({
  solutionId: `solution-${tag}`,
  name: `Solution ${tag}`,
  category: 'crm' as const,
  product: 'crm' as const,
  published,
})
const redirectData = (tag: string) => ({ from: `/old/${tag}`, to: `/new/${tag}`, statusCode: '308' as const })
const audienceData = (tag: string) => ({ name: `Audience ${tag}`, countries: ['DE'], device: 'any' as const, visitors: 'any' as const })
/** A rule on a page of its own, for an audience of its own; inactive, so it changes no visitor's page. */
async function personalisationData(tag: string) {
  const page = await payload.create({
    collection: 'pages',
    data: { ...pageData(`p${tag}`), layout: [{ blockType: 'hero', heading: `Hero ${tag}` }], _status: 'published' },
    ...AS_SEED,
  })
  const audience = await payload.create({ collection: 'audiences', data: audienceData(`p${tag}`), ...AS_SEED })
  return { name: `Rule ${tag}`, page: page.id, audience: audience.id, replacesBlock: 1, blocks: [{ blockType: 'hero' as const, heading: `For ${tag}` }] }
}

type CollectionSpec = {
  /** Creates a valid new document over REST, as the admin's browser would. */
  restCreate: (tag: string, token: string | undefined) => Promise<ApiResponse>
  /** Stores a visible document (published, approved) to read, update or delete. */
  seed: (tag: string) => Promise<number>
  /** The body of an update; the stored document must match it when the update is allowed. */
  change: (tag: string) => Record<string, unknown>
  /** For 'own only' and 'approved or own': a document of the actor's own (their account, their template). */
  own?: (actor: Actor) => Promise<number>
}

const SPECS: Record<Collection, CollectionSpec> = {
  pages: {
    restCreate: (tag, token) => api('POST', '/pages', { token, body: { ...pageData(tag), _status: 'published' } }),
    seed: async (tag) => (await payload.create({ collection: 'pages', data: { ...pageData(tag), _status: 'published' }, ...AS_SEED })).id,
    change: (tag) => ({ title: `Changed ${tag}` }),
  },
  articles: {
    restCreate: (tag, token) => api('POST', '/articles', { token, body: { ...articleData(tag), _status: 'published' } }),
    seed: async (tag) => (await payload.create({ collection: 'articles', data: { ...articleData(tag), _status: 'published' }, ...AS_SEED })).id,
    change: (tag) => ({ title: `Changed ${tag}` }),
  },
  media: {
    restCreate: async (tag, token) => {
      const file = await pngFile(`access-${tag}.png`)
      return upload('/media', { data: file.data, name: file.name, type: file.mimetype }, { token, data: { alt: `Image ${tag}` } })
    },
    seed: async (tag) =>
      (await payload.create({ collection: 'media', data: { alt: `Image ${tag}` }, file: await pngFile(`access-${tag}.png`), ...AS_SEED })).id,
    change: (tag) => ({ alt: `Changed ${tag}` }),
  },
  'mini-sites': {
    restCreate: (tag, token) => api('POST', '/mini-sites', { token, body: { ...miniSiteData(tag), _status: 'published' } }),
    seed: async (tag) => (await payload.create({ collection: 'mini-sites', data: { ...miniSiteData(tag), _status: 'published' }, ...AS_SEED })).id,
    change: (tag) => ({ name: `Changed ${tag}` }),
  },
  'footer-link-groups': {
    restCreate: (tag, token) => api('POST', '/footer-link-groups', { token, body: { ...footerData(tag), _status: 'published' } }),
    seed: async (tag) => (await payload.create({ collection: 'footer-link-groups', data: { ...footerData(tag), _status: 'published' }, ...AS_SEED })).id,
    change: (tag) => ({ title: `Changed ${tag}` }),
  },
  'cookie-definitions': {
    restCreate: (tag, token) => api('POST', '/cookie-definitions', { token, body: cookieData(tag) }),
    seed: async (tag) => (await payload.create({ collection: 'cookie-definitions', data: cookieData(tag), ...AS_SEED })).id,
    change: (tag) => ({ description: `Changed ${tag}` }),
  },
  'consent-records': {
    restCreate: (tag, token) => api('POST', '/consent-records', { token, body: consentRecordData(tag) }),
    seed: async (tag) => (await payload.create({ collection: 'consent-records', data: consentRecordData(tag), ...AS_SEED })).id,
    change: () => ({ country: 'FR', granted: { functional: true, analytics: true, marketing: true } }),
  },
  'ab-tests': {
    restCreate: (tag, token) => api('POST', '/ab-tests', { token, body: abTestData(tag) }),
    seed: async (tag) => (await payload.create({ collection: 'ab-tests', data: abTestData(tag), ...AS_SEED })).id,
    change: (tag) => ({ description: `Changed ${tag}` }),
  },
  'community-templates': {
    // A new template starts as pending whoever creates it (the workflow hook refuses any other).
    // With the member's own uploads: a member's submission needs a selfie and a board image of theirs.
    restCreate: (tag, token) => api('POST', '/community-templates', { token, body: { ...templateData(tag, 'pending'), images: memberImageRows } }),
    seed: (tag) => seedTemplate(tag, 'approved'),
    change: (tag) => ({ title: `Changed ${tag}` }),
    // Awaiting approval: its author may still edit it.
    own: async () =>
      (
        await payload.create({
          collection: 'community-templates',
          data: { ...templateData(nextTag(), 'pending'), author: memberId, images: memberImageRows },
          ...AS_SEED,
        })
      ).id,
  },
  'template-images': {
    restCreate: async (tag, token) => {
      const file = await pngFile(`access-${tag}.png`)
      return upload('/template-images', { data: file.data, name: file.name, type: file.mimetype }, { token, data: { alt: `Image ${tag}` } })
    },
    // Used by an online template, so visitors may see it.
    seed: async (tag) => {
      const id = await createTemplateImage(payload, otherMemberId, `access-${tag}.png`)
      await payload.update({ collection: 'template-images', id, data: { online: true }, ...AS_SEED })
      return id
    },
    change: (tag) => ({ alt: `Changed ${tag}` }),
    own: async () => createTemplateImage(payload, memberId, `own-${nextTag()}.png`),
  },
  'template-likes': {
    restCreate: async (tag, token) =>
      api('POST', '/template-likes', { token, body: { template: await seedTemplate(tag, 'approved'), visitorKey: `key-${tag}`, active: true } }),
    seed: async (tag) =>
      (
        await payload.create({
          collection: 'template-likes',
          data: { template: await seedTemplate(tag, 'approved'), visitorKey: `key-${tag}`, active: true },
          ...AS_SEED,
        })
      ).id,
    change: () => ({ active: false }),
  },
  'template-stats': {
    restCreate: async (tag, token) => api('POST', '/template-stats', { token, body: { template: await seedTemplate(tag, 'approved'), likes: 5 } }),
    seed: async (tag) =>
      (await payload.create({ collection: 'template-stats', data: { template: await seedTemplate(tag, 'approved'), likes: 1 }, ...AS_SEED })).id,
    change: () => ({ likes: 99 }),
  },
  positions: {
    restCreate: (tag, token) => api('POST', '/positions', { token, body: positionData(tag, true) }),
    seed: async (tag) => (await payload.create({ collection: 'positions', data: positionData(tag, true), ...AS_SEED })).id,
    change: (tag) => ({ title: `Changed ${tag}` }),
  },
  solutions: {
    restCreate: (tag, token) => api('POST', '/solutions', { token, body: solutionData(tag, true) }),
    seed: async (tag) => (await payload.create({ collection: 'solutions', data: solutionData(tag, true), ...AS_SEED })).id,
    change: (tag) => ({ name: `Changed ${tag}` }),
  },
  leads: {
    restCreate: (tag, token) => api('POST', '/leads', { token, body: leadData(tag) }),
    seed: async (tag) => (await payload.create({ collection: 'leads', data: leadData(tag), ...AS_SEED })).id,
    // Follow-up is what sales may change; what the prospect sent stays as sent.
    change: () => ({ status: 'contacted' }),
  },
  audiences: {
    restCreate: (tag, token) => api('POST', '/audiences', { token, body: audienceData(tag) }),
    seed: async (tag) => (await payload.create({ collection: 'audiences', data: audienceData(tag), ...AS_SEED })).id,
    change: (tag) => ({ name: `Changed ${tag}` }),
  },
  personalisations: {
    restCreate: async (tag, token) => api('POST', '/personalisations', { token, body: await personalisationData(tag) }),
    seed: async (tag) => (await payload.create({ collection: 'personalisations', data: await personalisationData(tag), ...AS_SEED })).id,
    change: (tag) => ({ name: `Changed ${tag}` }),
  },
  redirects: {
    restCreate: (tag, token) => api('POST', '/redirects', { token, body: redirectData(tag) }),
    seed: async (tag) => (await payload.create({ collection: 'redirects', data: redirectData(tag), ...AS_SEED })).id,
    change: (tag) => ({ to: `/newer/${tag}` }),
  },
  users: {
    restCreate: (tag, token) => api('POST', '/users', { token, body: { email: `new-${tag}@staff.example`, password: PASSWORD, roles: ['marketer'] } }),
    seed: async () => (await createStaff(payload, ['marketer'])).id,
    change: (tag) => ({ name: `Renamed ${tag}` }),
    own: async (actor) => selfIds[actor as Staff],
  },
  members: {
    // Signing up: anyone may, signed in or not.
    restCreate: (tag, token) => api('POST', '/members', { token, body: memberData(tag) }),
    seed: async () => (await createMember(payload)).id,
    change: (tag) => ({ name: `Renamed ${tag}` }),
    own: async () => memberId,
  },
}

async function seedTemplate(tag: string, status: StatusName): Promise<number> {
  return (await payload.create({ collection: 'community-templates', data: templateData(tag, status), ...AS_SEED })).id
}

/** Drafts that were never published: no visitor may see them. */
async function seedDraft(collection: 'pages' | 'articles' | 'mini-sites' | 'footer-link-groups', tag: string): Promise<number> {
  const options = { draft: true as const, ...AS_SEED }
  switch (collection) {
    case 'pages':
      return (await payload.create({ collection, data: { ...pageData(tag), _status: 'draft' }, ...options })).id
    case 'articles':
      return (await payload.create({ collection, data: { ...articleData(tag), _status: 'draft' }, ...options })).id
    case 'mini-sites':
      return (await payload.create({ collection, data: { name: `Mini-site ${tag}`, product: 'crm', _status: 'draft' }, ...options })).id
    case 'footer-link-groups':
      return (await payload.create({ collection, data: { ...footerData(tag), _status: 'draft' }, ...options })).id
  }
}

/** What each collection's read test looks for: documents everyone with read access sees, and hidden ones. */
const readFixtures = {} as Record<Exclude<Collection, 'users' | 'members'>, { visible: number[]; hidden: number[] }>

const GLOBAL_CHANGES: Record<Global, (tag: string) => Record<string, unknown>> = {
  'header-menus': (tag) => ({ main: [{ link: { text: `Menu ${tag}`, url: '/' } }], _status: 'published' }),
  'side-menu': (tag) => ({ items: [{ link: { text: `Item ${tag}`, url: '/' } }], _status: 'published' }),
  'docs-sidebar': (tag) => ({ sections: [{ title: `Section ${tag}`, links: [{ link: { text: `Doc ${tag}`, url: '/developers/apps' } }] }] }),
  'site-settings': (tag) => ({ brandName: `Brand ${tag}` }),
  pricing: (tag) => ({ products: [{ product: 'crm', plans: [{ tier: 'free', name: `Free ${tag}` }] }], _status: 'published' }),
}

beforeAll(async () => {
  payload = await getPayload({ config })

  // The admin first: the very first account of a database always becomes an admin.
  for (const role of ['admin', 'marketer', 'moderator'] as const) {
    const staff = await createStaff(payload, [role])
    selfIds[role] = staff.id
    tokens[role] = await login(staff.email, PASSWORD)
  }
  const member = await createMember(payload)
  memberId = member.id
  tokens.member = await loginMember(member.email)
  otherMemberId = (await createMember(payload)).id
  memberImageRows = await memberImages(payload, memberId)

  logoId = await SPECS.media.seed('logo')

  for (const collection of ['pages', 'articles', 'mini-sites', 'footer-link-groups'] as const) {
    readFixtures[collection] = { visible: [await SPECS[collection].seed(nextTag())], hidden: [await seedDraft(collection, nextTag())] }
  }
  for (const collection of [
    'media',
    'cookie-definitions',
    'consent-records',
    'ab-tests',
    'audiences',
    'personalisations',
    'leads',
    'redirects',
    'template-likes',
    'template-stats',
  ] as const) {
    readFixtures[collection] = { visible: [await SPECS[collection].seed(nextTag())], hidden: [] }
  }
  readFixtures.positions = {
    visible: [await SPECS.positions.seed(nextTag())],
    hidden: [(await payload.create({ collection: 'positions', data: positionData(nextTag(), false), ...AS_SEED })).id],
  }
  readFixtures.solutions = {
    visible: [await SPECS.solutions.seed(nextTag())],
    hidden: [(await payload.create({ collection: 'solutions', data: solutionData(nextTag(), false), ...AS_SEED })).id],
  }
  readFixtures['community-templates'] = { visible: [], hidden: [] }
  for (const status of ONLINE_STATUSES) readFixtures['community-templates'].visible.push(await seedTemplate(nextTag(), status))
  for (const status of OFFLINE_STATUSES) readFixtures['community-templates'].hidden.push(await seedTemplate(nextTag(), status))
  // Another member's upload that no online template uses: only moderators and admins see it.
  readFixtures['template-images'] = {
    visible: [await SPECS['template-images'].seed(nextTag())],
    hidden: [await createTemplateImage(payload, otherMemberId, `hidden-${nextTag()}.png`)],
  }

  for (const global of Object.keys(GLOBAL_CHANGES) as Global[]) {
    await payload.updateGlobal({ slug: global, data: GLOBAL_CHANGES[global]('initial'), ...AS_SEED })
  }
})

afterAll(async () => {
  // Uploaded files live on disk, outside this file's throwaway database.
  await payload?.delete({ collection: 'media', where: { id: { exists: true } }, overrideAccess: true })
  await payload?.delete({ collection: 'community-templates', where: { id: { exists: true } }, overrideAccess: true })
  await payload?.delete({ collection: 'template-images', where: { id: { exists: true } }, overrideAccess: true })
})

// ----------------------------------------------------------------------------------------------
// Checks
// ----------------------------------------------------------------------------------------------

const DENIED = [401, 403]
const DENIED_OR_HIDDEN = [401, 403, 404]

const describeResponse = (response: ApiResponse) => `${response.status} ${JSON.stringify(response.body)}`.slice(0, 600)

function expectStatus(response: ApiResponse, expected: number | number[]) {
  expect(response.status, describeResponse(response)).toBeOneOf(Array.isArray(expected) ? expected : [expected])
}

const stored = (collection: Collection, id: number) => payload.findByID({ collection, id, depth: 0, draft: true, overrideAccess: true, disableErrors: true })

const exists = async (collection: Collection, id: number) =>
  (await payload.count({ collection, where: { id: { equals: id } }, overrideAccess: true })).totalDocs === 1

/** Which documents an actor's read should and should not return. */
async function readTargets(collection: Collection, actor: Actor, outcome: Outcome): Promise<{ visible: number[]; hidden: number[] }> {
  if (collection === 'users' || collection === 'members') {
    const everyone = collection === 'users' ? Object.values(selfIds) : [memberId, otherMemberId]
    if (outcome !== 'own only') return { visible: everyone, hidden: [] }
    const own = await SPECS[collection].own!(actor)
    return { visible: [own], hidden: everyone.filter((id) => id !== own) }
  }
  const fixtures = readFixtures[collection]
  if (outcome !== 'approved or own') return fixtures
  return { visible: [...fixtures.visible, await SPECS[collection].own!(actor)], hidden: fixtures.hidden }
}

type ReadDoc = { id: number; _status?: string; published?: boolean; statusCode?: number; online?: boolean; author?: unknown; owner?: unknown }

/** Online: a template visitors may see (statusCode 1, 3, 5), or an image such a template uses. */
const isOnline = (collection: Collection, doc: ReadDoc) =>
  collection === 'template-images' ? doc.online === true : ONLINE_CODES.includes(doc.statusCode ?? -1)
const isMembers = (doc: ReadDoc) => doc.author === memberId || doc.owner === memberId

async function checkRead(collection: Collection, actor: Actor, outcome: Outcome) {
  const token = tokens[actor]
  const { visible, hidden } = await readTargets(collection, actor, outcome)

  // Asking for drafts must not change who sees what.
  for (const query of ['', '&draft=true']) {
    const list = await api('GET', `/${collection}?limit=100&depth=0${query}`, { token })
    if (outcome === 'denied') {
      expectStatus(list, DENIED)
      continue
    }
    expectStatus(list, 200)
    const docs = list.body.docs as ReadDoc[]
    const ids = docs.map((doc) => doc.id)
    expect(ids).toEqual(expect.arrayContaining(visible))
    if (outcome === 'allowed') {
      expect(ids).toEqual(expect.arrayContaining(hidden))
    } else {
      expect(ids.filter((id) => hidden.includes(id))).toEqual([])
    }
    // Positions and solutions have no drafts: a ticked `published` box is what makes them public.
    if (outcome === 'published only') expect(docs.filter((doc) => doc._status !== 'published' && doc.published !== true)).toEqual([])
    if (outcome === 'approved only') expect(docs.filter((doc) => !isOnline(collection, doc))).toEqual([])
    if (outcome === 'approved or own') expect(docs.filter((doc) => !isOnline(collection, doc) && !isMembers(doc))).toEqual([])
    if (outcome === 'own only') expect(ids).toEqual(visible)
  }

  for (const query of ['', '?draft=true']) {
    for (const id of visible) {
      expectStatus(await api('GET', `/${collection}/${id}${query}`, { token }), outcome === 'denied' ? DENIED_OR_HIDDEN : 200)
    }
    for (const id of hidden) {
      expectStatus(await api('GET', `/${collection}/${id}${query}`, { token }), outcome === 'allowed' ? 200 : DENIED_OR_HIDDEN)
    }
  }
}

async function checkCreate(collection: Collection, actor: Actor, outcome: Outcome) {
  const before = (await payload.count({ collection, overrideAccess: true })).totalDocs
  const tag = nextTag()
  const response = await SPECS[collection].restCreate(tag, tokens[actor])
  if (outcome === 'allowed' && collection === 'members' && (actor === 'anonymous' || actor === 'member')) {
    // A sign-up by anyone but staff answers 202 without the document, so it tells nobody whether the address was taken.
    expectStatus(response, 202)
    const { email } = memberData(tag)
    expect((await payload.count({ collection, where: { email: { equals: email } }, overrideAccess: true })).totalDocs).toBe(1)
  } else if (outcome === 'allowed') {
    expectStatus(response, 201)
    expect(await exists(collection, response.body.doc.id)).toBe(true)
  } else {
    expectStatus(response, DENIED)
    expect((await payload.count({ collection, overrideAccess: true })).totalDocs).toBe(before)
  }
}

async function expectUpdate(collection: Collection, actor: Actor, id: number, allowed: boolean) {
  const tag = nextTag()
  const before = await stored(collection, id)
  const response = await api('PATCH', `/${collection}/${id}`, { token: tokens[actor], body: SPECS[collection].change(tag) })
  if (allowed) {
    expectStatus(response, 200)
    expect(await stored(collection, id)).toMatchObject(SPECS[collection].change(tag))
  } else {
    expectStatus(response, DENIED)
    expect(await stored(collection, id)).toEqual(before)
  }
}

async function checkUpdate(collection: Collection, actor: Actor, outcome: Outcome) {
  const target = await SPECS[collection].seed(nextTag())
  if (outcome === 'own only') {
    await expectUpdate(collection, actor, await SPECS[collection].own!(actor), true)
    await expectUpdate(collection, actor, target, false)
    return
  }
  await expectUpdate(collection, actor, target, outcome === 'allowed')
}

async function checkDelete(collection: Collection, actor: Actor, outcome: Outcome) {
  const target = await SPECS[collection].seed(nextTag())
  const response = await api('DELETE', `/${collection}/${target}`, { token: tokens[actor] })
  if (outcome === 'allowed') {
    expectStatus(response, 200)
    expect(await exists(collection, target)).toBe(false)
  } else {
    expectStatus(response, DENIED)
    expect(await exists(collection, target)).toBe(true)
  }
}

const COLLECTION_CHECKS: Record<CollectionOperation, (collection: Collection, actor: Actor, outcome: Outcome) => Promise<void>> = {
  create: checkCreate,
  read: checkRead,
  update: checkUpdate,
  delete: checkDelete,
}

const storedGlobal = (global: Global) => payload.findGlobal({ slug: global, depth: 0, overrideAccess: true })

async function checkGlobalRead(global: Global, actor: Actor, outcome: Outcome) {
  const response = await api('GET', `/globals/${global}?depth=0`, { token: tokens[actor] })
  if (outcome !== 'allowed') {
    expectStatus(response, DENIED)
    return
  }
  expectStatus(response, 200)
  const current = (await storedGlobal(global)) as unknown as Record<string, unknown>
  const { _status, ...fields } = GLOBAL_CHANGES[global]('initial')
  for (const key of Object.keys(fields)) expect(response.body[key]).toEqual(current[key])
}

async function checkGlobalUpdate(global: Global, actor: Actor, outcome: Outcome) {
  const before = await storedGlobal(global)
  const change = GLOBAL_CHANGES[global](nextTag())
  // Payload updates a global with POST /api/globals/<slug>.
  const response = await api('POST', `/globals/${global}`, { token: tokens[actor], body: change })
  if (outcome === 'allowed') {
    expectStatus(response, 200)
    expect(await storedGlobal(global)).toMatchObject(change)
  } else {
    expectStatus(response, DENIED)
    expect(await storedGlobal(global)).toEqual(before)
  }
}

const GLOBAL_CHECKS: Record<GlobalOperation, (global: Global, actor: Actor, outcome: Outcome) => Promise<void>> = {
  read: checkGlobalRead,
  update: checkGlobalUpdate,
}

function title(actor: Actor, operation: string, subject: string, outcome: Outcome): string {
  switch (outcome) {
    case 'allowed':
      return `${actor} can ${operation} ${subject}`
    case 'denied':
      return `${actor} cannot ${operation} ${subject}`
    case 'published only':
      return `${actor} can ${operation} only published ${subject}, never drafts`
    case 'approved only':
      return `${actor} can ${operation} only approved ${subject} (statusCode 1, 3, 5, or used by such a template)`
    case 'approved or own':
      return `${actor} can ${operation} only approved ${subject} and their own`
    case 'own only':
      return `${actor} can ${operation} only their own document in ${subject}`
  }
}

// ----------------------------------------------------------------------------------------------
// The tests
// ----------------------------------------------------------------------------------------------

describe('the matrices', () => {
  it('cover every collection and global of the config, each operation once', () => {
    const collections = payload.config.collections.map(({ slug }) => slug).filter((slug) => !slug.startsWith('payload-'))
    const cells = COLLECTION_MATRIX.map(([collection, operation]) => `${collection} ${operation}`)
    expect(new Set(cells).size).toBe(cells.length)
    expect(cells.sort()).toEqual(collections.flatMap((slug) => ['create', 'read', 'update', 'delete'].map((op) => `${slug} ${op}`)).sort())

    const globals = payload.config.globals.map(({ slug }) => slug)
    const globalCells = GLOBAL_MATRIX.map(([global, operation]) => `${global} ${operation}`)
    expect(globalCells.sort()).toEqual(globals.flatMap((slug) => ['read', 'update'].map((op) => `${slug} ${op}`)).sort())
  })
})

describe.each([...new Set(COLLECTION_MATRIX.map(([collection]) => collection))])('collection %s', (collection) => {
  for (const [, operation, ...outcomes] of COLLECTION_MATRIX.filter((row) => row[0] === collection)) {
    ACTORS.forEach((actor, index) => {
      const outcome = outcomes[index]!
      it(title(actor, operation, collection, outcome), () => COLLECTION_CHECKS[operation](collection, actor, outcome))
    })
  }
})

describe.each([...new Set(GLOBAL_MATRIX.map(([global]) => global))])('global %s', (global) => {
  for (const [, operation, ...outcomes] of GLOBAL_MATRIX.filter((row) => row[0] === global)) {
    ACTORS.forEach((actor, index) => {
      const outcome = outcomes[index]!
      it(title(actor, operation, global, outcome), () => GLOBAL_CHECKS[operation](global, actor, outcome))
    })
  }
})

// ----------------------------------------------------------------------------------------------
// What anonymous visitors never read, however they ask
// ----------------------------------------------------------------------------------------------

describe('anonymous visitors', () => {
  describe.each(['pages', 'articles', 'mini-sites', 'footer-link-groups'] as const)('never read drafts of %s', (collection) => {
    let draftId: number
    let publishedId: number
    const DRAFT_MARK = 'Unreleased draft text'
    const nameField = collection === 'mini-sites' ? 'name' : 'title'

    beforeAll(async () => {
      draftId = await seedDraft(collection, nextTag())
      // A published document whose newer version is a draft not yet published.
      publishedId = await SPECS[collection].seed(nextTag())
      await payload.update({ collection, id: publishedId, data: { [nameField]: DRAFT_MARK }, draft: true, ...AS_SEED })
    })

    for (const query of [
      '',
      '&draft=true',
      '&where[_status][equals]=draft',
      '&draft=true&where[_status][equals]=draft',
      '&where[_status][not_equals]=published',
      '&where[or][0][_status][equals]=draft&where[or][1][id][exists]=true',
    ]) {
      it(`in a list: GET /${collection}?limit=100${query}`, async () => {
        const response = await api('GET', `/${collection}?limit=100&depth=0${query}`)
        expectStatus(response, 200)
        const docs = response.body.docs as Record<string, unknown>[]
        expect(docs.map((doc) => doc.id)).not.toContain(draftId)
        expect(docs.filter((doc) => doc._status !== 'published')).toEqual([])
        expect(JSON.stringify(docs)).not.toContain(DRAFT_MARK)
      })
    }

    for (const query of ['', '?draft=true']) {
      it(`by id: GET /${collection}/<draft id>${query} is 404`, async () => {
        expectStatus(await api('GET', `/${collection}/${draftId}${query}`), 404)
      })
    }

    it('as the newer draft of a published document: ?draft=true still gives the published version', async () => {
      const response = await api('GET', `/${collection}/${publishedId}?draft=true&depth=0`)
      expectStatus(response, 200)
      expect(response.body._status).toBe('published')
      expect(JSON.stringify(response.body)).not.toContain(DRAFT_MARK)
    })

    it('through the versions endpoint', async () => {
      expectStatus(await api('GET', `/${collection}/versions?depth=0`), DENIED)
    })

    it('by counting them', async () => {
      const response = await api('GET', `/${collection}/count?where[_status][equals]=draft`)
      expectStatus(response, 200)
      expect(response.body.totalDocs).toBe(0)
    })
  })

  describe('never read unapproved community templates', () => {
    it.each(OFFLINE_STATUSES)('%s: not in a list, not by id, not by filtering on its status', async (status) => {
      const id = await seedTemplate(nextTag(), status)
      const { statusCode } = await payload.findByID({ collection: 'community-templates', id, overrideAccess: true })
      expect(ONLINE_CODES).not.toContain(statusCode)

      for (const query of ['', 'draft=true', `where[status][equals]=${status}`, `where[statusCode][equals]=${statusCode}`, `where[id][equals]=${id}`]) {
        const list = await api('GET', `/community-templates?limit=100&depth=0&${query}`)
        expectStatus(list, 200)
        const docs = list.body.docs as { id: number; statusCode: number }[]
        expect(docs.map((doc) => doc.id)).not.toContain(id)
        expect(docs.filter((doc) => !ONLINE_CODES.includes(doc.statusCode))).toEqual([])
      }
      expectStatus(await api('GET', `/community-templates/${id}`), 404)
      const count = await api('GET', `/community-templates/count?where[status][equals]=${status}`)
      expect(count.body.totalDocs).toBe(0)
    })
  })

  // These globals keep drafts (next month's prices, a menu being reworked): visitors get the published version only.
  describe.each(['header-menus', 'side-menu', 'pricing'] as const)('global %s', (global) => {
    it('never hands a visitor its unpublished draft, even with ?draft=true', async () => {
      const mark = `unpublished-${nextTag()}`
      await payload.updateGlobal({ slug: global, data: { ...GLOBAL_CHANGES[global](mark), _status: 'draft' }, draft: true, ...AS_SEED })

      for (const query of ['?depth=0', '?draft=true&depth=0']) {
        const response = await api('GET', `/globals/${global}${query}`)
        expect(response.status).toBeLessThan(500)
        expect(JSON.stringify(response.body)).not.toContain(mark)
      }
      expectStatus(await api('GET', `/globals/${global}/versions?depth=0`), DENIED)
    })
  })

  describe.each(['users', 'members', 'redirects', 'ab-tests', 'audiences', 'personalisations', 'consent-records'] as const)('never read %s', (collection) => {
    it('in a list, by id, or by counting', async () => {
      const id = collection === 'users' ? selfIds.admin : collection === 'members' ? memberId : readFixtures[collection].visible[0]!
      for (const query of ['', '?draft=true', `?where[id][equals]=${id}`, '?limit=1&sort=-createdAt']) {
        expectStatus(await api('GET', `/${collection}${query}`), DENIED)
      }
      expectStatus(await api('GET', `/${collection}/${id}`), DENIED_OR_HIDDEN)
      expectStatus(await api('GET', `/${collection}/count`), DENIED)
    })
  })
})
