import { abTestsTouchingPage, PREVIEW_COUNTRY_PARAM } from '@/domain/preview/preview'
import { cachedExperimentVariants } from '@/server/content/published'
import { PreviewTools } from '@/site/preview/PreviewTools'

import { previewCmsPageMetadata, renderCmsPage, type CmsPageProps } from '../../cms-page'

/**
 * The page route as a staff preview (draft mode) sees it: drafts, the draft bar and the live
 * preview's bridge. The proxy sends requests with a signed draft-mode secret here, so this
 * route's browser code is the only one that carries the bridge. When the secret no longer names
 * the request's own staff session it renders the published page, uncached.
 */
export const dynamic = 'force-dynamic'

export const generateMetadata = previewCmsPageMetadata

export default async function PreviewCmsPage(props: CmsPageProps) {
  const country = (await props.searchParams)[PREVIEW_COUNTRY_PARAM]
  // Drafts included: a marketer switches between an experiment's variants before starting it.
  const experiments = await cachedExperimentVariants()
  return renderCmsPage(props, ({ path, locale, ab, priced, product }) => (
    <PreviewTools
      path={path}
      locale={locale}
      country={typeof country === 'string' ? country : undefined}
      tests={[...abTestsTouchingPage({ path, locale, priced, product }), ...experiments.filter((experiment) => experiment.page === path)]}
      shown={ab}
    />
  ))
}
