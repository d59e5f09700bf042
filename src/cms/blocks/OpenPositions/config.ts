import { headingField, layoutBlock } from '../layout-block'

/** Positions come from the collection or, with CAREERS_FEED_URL, the applicant-tracking feed, so the list is always current. */
export const OpenPositions = layoutBlock({ slug: 'openPositions', interfaceName: 'OpenPositionsBlock', singular: 'Open positions', plural: 'Open positions' }, [
  { ...headingField, defaultValue: 'Open positions' },
])
