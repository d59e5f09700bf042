import { DEFAULT_LOCALE } from '@/domain/locales'
import { DEFAULT_VARIANT_SEGMENT } from '@/domain/render-variant'

import { cmsPageMetadata, renderCmsPage, type CmsPageParams, type CmsPageProps } from '../cmsPage'

// Rendered on first visit, then served from the cache; publishing refreshes it at once,
// this is only the safety net.
export const revalidate = 3600

/**
 * The English home page is built ahead; every other page, locale and variant is rendered on
 * its first visit and then cached like it (without this export each visit would render afresh).
 */
export function generateStaticParams(): CmsPageParams[] {
  return [{ locale: DEFAULT_LOCALE, variant: DEFAULT_VARIANT_SEGMENT, path: [] }]
}

export const generateMetadata = cmsPageMetadata

/** A visitor's page. Staff previews render in ../~preview, which alone carries the preview's code. */
export default function CmsPage(props: CmsPageProps) {
  return renderCmsPage(props)
}
