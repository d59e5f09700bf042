import type { PayloadRequest } from 'payload'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const revalidated = vi.hoisted(() => [] as string[])
vi.mock('next/cache', () => ({ revalidateTag: (tag: string) => revalidated.push(tag) }))
vi.mock('@/infrastructure/pages-changed.mjs', () => ({ announcePagesChanged: () => {} }))

const { revalidateArticle, revalidateArticleOnDelete } = await import('@/cms/collections/Articles/hooks/revalidate-article')

const req = (context: Record<string, unknown> = {}) => ({ context, payload: { logger: { warn: () => {} } } }) as unknown as PayloadRequest
const article = (kind: string, slug: string, status: 'draft' | 'published') => ({ kind, slug, _status: status }) as never
const run = (doc: unknown, previousDoc: unknown, context?: Record<string, unknown>) =>
  (revalidateArticle as (args: unknown) => unknown)({ doc, previousDoc, req: req(context) })

describe('an article’s publish', () => {
  beforeEach(() => {
    vi.stubEnv('NEXT_RUNTIME', 'nodejs')
    revalidated.length = 0
  })
  afterEach(() => vi.unstubAllEnvs())

  it('refreshes its page, the lists of its kind, the sitemap and the proxy’s snapshot', () => {
    run(article('blog', 'kick-off', 'published'), article('blog', 'kick-off', 'draft'))
    expect(revalidated).toEqual(expect.arrayContaining(['page:/blog/kick-off', 'articles:blog', 'sitemap', 'proxy-snapshot']))
  })

  it('refreshes the old address and list too when an article moves to another slug or kind', () => {
    run(article('help', 'new-slug', 'published'), article('blog', 'old-slug', 'published'))
    expect(revalidated).toEqual(expect.arrayContaining(['page:/helpcenter/new-slug', 'articles:help', 'page:/blog/old-slug', 'articles:blog']))
  })

  it('refreshes what was published when it is unpublished', () => {
    run(article('news', 'results', 'draft'), article('news', 'results', 'published'))
    expect(revalidated).toEqual(expect.arrayContaining(['page:/p/news/results', 'articles:news']))
  })

  it('refreshes nothing for a draft saved over a draft, or when the seed switches it off', () => {
    run(article('blog', 'x', 'draft'), article('blog', 'x', 'draft'))
    run(article('blog', 'x', 'published'), null, { disableRevalidate: true })
    expect(revalidated).toEqual([])
  })

  it('refreshes a deleted article’s page and lists', () => {
    ;(revalidateArticleOnDelete as (args: unknown) => unknown)({ doc: article('webinar', 'crm-101', 'published'), req: req() })
    expect(revalidated).toEqual(expect.arrayContaining(['page:/webinars/crm-101', 'articles:webinar', 'sitemap']))
  })
})
