import { abTestsTouchingPage, PREVIEW_COUNTRY_PARAM } from '@/domain/preview'
import { PreviewTools } from '@/site/preview/PreviewTools'

import { cmsPageMetadata, renderCmsPage, type CmsPageProps } from '../../cmsPage'

/**
 * The page route as a staff preview (draft mode) sees it: drafts, the draft bar and the live
 * preview's bridge. The proxy sends requests in draft mode here, so this route's browser code
 * is the only one that carries the bridge. Without draft mode (a forged cookie) it renders the
 * published page, uncached, like any request carrying the cookie.
 */
export const dynamic = 'force-dynamic'

export const generateMetadata = cmsPageMetadata

export default async function PreviewCmsPage(props: CmsPageProps) {
  const country = (await props.searchParams)[PREVIEW_COUNTRY_PARAM]
  return renderCmsPage(props, ({ path, locale, ab, priced, product }) => (
    <PreviewTools
      path={path}
      locale={locale}
      country={typeof country === 'string' ? country : undefined}
      tests={abTestsTouchingPage({ path, locale, priced, product })}
      shown={ab}
    />
  ))
}
