import type { PayloadHandler, PayloadRequest } from 'payload'

import { abTestByName } from '@/domain/ab/catalogue'
import { DEFAULT_LOCALE, LOCALE_CODES, type Locale } from '@/domain/locales'
import { layoutWithSwap } from '@/domain/personalisation/block-swap'
import { localesMissingText } from '@/domain/personalisation/translated-locales'
import { isContentEditorRole } from '@/domain/staff/roles'
import type { Page } from '@/payload-types'

const answer = (status: number, body: object) => Response.json(body, { status, headers: { 'Cache-Control': 'private, no-store' } })
const refused = (status: number, message: string) => answer(status, { errors: [{ message }] })

/**
 * POST /api/ab-tests/{id}/promote: the experiment's new variant becomes the page's published
 * content in every language, and the experiment finishes (its page now is the winner). Content
 * editors only.
 */
export const promoteWinnerHandler: PayloadHandler = async (req) => {
  const roles = (req.user as { roles?: string[] } | null)?.roles
  if (!req.user || req.user.collection !== 'users' || !isContentEditorRole(roles)) return refused(403, 'Only content editors can promote a variant.')
  const id = Number(req.routeParams?.id)
  if (!Number.isInteger(id) || id <= 0) return refused(404, 'Not found.')
  const test = await req.payload.findByID({ collection: 'ab-tests', id, depth: 0, req, overrideAccess: true, disableErrors: true })
  if (!test) return refused(404, 'Not found.')
  if (abTestByName(test.testName) || !test.page)
    return refused(400, 'Only an experiment on a page can be promoted: the site’s code decides what its own tests show.')
  if (test.status === 'draft') return refused(400, 'Start the experiment before promoting its variant.')
  if (test.promotedAt) return refused(409, 'This experiment’s variant is already in the page.')
  const pageId = typeof test.page === 'number' ? test.page : test.page.id
  const winner = test.variants?.[1]?.name
  const control = test.variants?.[0]?.name
  if (!winner || !control) return refused(400, 'The experiment has no new variant.')
  // The default locale first creates the blocks; the other languages then fill in their texts,
  // where the variant has them (elsewhere the page falls back to the default, as it did while
  // the experiment left that language out).
  const texts = await req.payload.findByID({ collection: 'ab-tests', id, depth: 0, locale: 'all', req, overrideAccess: true, select: { blocks: true } })
  const untranslated = localesMissingText(texts.blocks, LOCALE_CODES, DEFAULT_LOCALE)
  const locales = [DEFAULT_LOCALE, ...LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE && !untranslated.includes(code))]
  // Every language is read before any is written: the layout is one for all languages, and each
  // language's swap is aimed at the page as it was.
  // One after another: an operation sets the request's locale, which the next must not share.
  const layouts = []
  for (const locale of locales) layouts.push(await promotedLayout(req, { testId: id, pageId, locale }))
  for (const [index, locale] of locales.entries()) {
    const layout = layouts[index]
    if (layout) await req.payload.update({ collection: 'pages', id: pageId, locale, data: { layout, _status: 'published' }, req, overrideAccess: true })
  }
  const finished = await req.payload.update({
    collection: 'ab-tests',
    id,
    data: { status: 'finished', winner: control, promotedAt: new Date().toISOString() },
    req,
    overrideAccess: true,
  })
  return answer(200, {
    message: `Variant ${winner} is now the page’s content.`,
    doc: { id: finished.id, status: finished.status, promotedAt: finished.promotedAt },
  })
}

async function promotedLayout(req: PayloadRequest, { testId, pageId, locale }: { testId: number; pageId: number; locale: Locale }) {
  // Without fallback, a text the variant lacks in a language stays untranslated there rather than English.
  const test = await req.payload.findByID({ collection: 'ab-tests', id: testId, depth: 0, locale, fallbackLocale: false, req, overrideAccess: true })
  const page = await req.payload.findByID({ collection: 'pages', id: pageId, depth: 0, locale, fallbackLocale: false, draft: false, req, overrideAccess: true })
  // A language the page is not translated into keeps falling back to the default.
  if (locale !== DEFAULT_LOCALE && !page.title) return undefined
  return layoutWithSwap<NonNullable<Page['layout']>[number]>(page.layout, { replacesBlock: test.replacesBlock, blocks: test.blocks ?? [] })
}
