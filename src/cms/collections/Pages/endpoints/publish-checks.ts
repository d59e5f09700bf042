import type { PayloadHandler } from 'payload'

import { linkTargetExists } from '@/cms/queries/link-targets'
import { isContentEditorRole } from '@/domain/staff/roles'
import { isPageInLocale, LOCALE_CODES, localeOrDefault } from '@/domain/locales'
import { missingInternalLinks, publishChecks, scanPageContent } from '@/domain/pages/publish-checks'
import { parseTranslationEdits, untranslatedLocales } from '@/domain/pages/translation-status'

/** GET /api/pages/{id}/publish-checks?locale=de: the checks on the page's last saved version. Content editors only. */
export const publishChecksHandler: PayloadHandler = async (req) => {
  const roles = (req.user as { roles?: string[] } | null)?.roles
  if (!req.user || req.user.collection !== 'users' || !isContentEditorRole(roles)) {
    return Response.json({ errors: [{ message: 'Only content editors can check pages.' }] }, { status: 403, headers: { 'Cache-Control': 'private, no-store' } })
  }
  const id = Number(req.routeParams?.id)
  const locale = localeOrDefault(new URL(req.url ?? '/', 'http://localhost').searchParams.get('locale'))
  if (!Number.isInteger(id) || id <= 0) return Response.json({ errors: [{ message: 'Not found.' }] }, { status: 404 })
  const page = await req.payload
    .findByID({ collection: 'pages', id, draft: true, depth: 1, locale, overrideAccess: false, user: req.user, req })
    .catch(() => null)
  if (!page) return Response.json({ errors: [{ message: 'Not found.' }] }, { status: 404 })

  const scan = scanPageContent(page.layout)
  const exists = await linkTargetExists(req.payload, req, { path: page.path, onlyInLocales: page.onlyInLocales })
  const checks = publishChecks({
    scan,
    seoTitle: page.seo?.title,
    seoDescription: page.seo?.description,
    missingLinks: missingInternalLinks(scan.links, exists),
    untranslated: untranslatedLocales(
      parseTranslationEdits(page.translationEdits),
      LOCALE_CODES.filter((code) => isPageInLocale(page, code)),
    ),
  })
  return Response.json({ locale, checks }, { headers: { 'Cache-Control': 'private, no-store' } })
}
