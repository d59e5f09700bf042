import { DEFAULT_LOCALE } from '@/domain/locales'
import { DEFAULT_VARIANT_SEGMENT } from '@/domain/routing/render-variant'

import { cmsPageMetadata, renderCmsPage, type CmsPageParams, type CmsPageProps } from '../cms-page'

// Publishing refreshes pages at once; this is only the safety net.
export const revalidate = 3600

/** Without this export each visit would render afresh instead of being cached after the first. */
export function generateStaticParams(): CmsPageParams[] {
  return [{ locale: DEFAULT_LOCALE, variant: DEFAULT_VARIANT_SEGMENT, path: [] }]
}

export const generateMetadata = cmsPageMetadata

/** Staff previews render in ../~preview, which alone carries the preview's code. */
export default function CmsPage(props: CmsPageProps) {
  return renderCmsPage(props)
}
