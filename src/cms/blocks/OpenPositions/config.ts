import type { Block } from 'payload'

import { blockLabel } from '@/cms/admin/rowLabels'
import { blockThumbnail } from '@/cms/blocks/thumbnails'

/**
 * The careers page's list of open positions, grouped by team. The positions are not typed in
 * here: they come from the Open positions collection, or from the applicant-tracking feed
 * when CAREERS_FEED_URL is set, so the list is always current.
 */
export const OpenPositions: Block = {
  slug: 'openPositions',
  interfaceName: 'OpenPositionsBlock',
  labels: { singular: 'Open positions', plural: 'Open positions' },
  admin: {
    components: { Label: blockLabel('Open positions', ['blockName', 'heading']) },
    images: { thumbnail: blockThumbnail('openPositions') },
  },
  fields: [{ name: 'heading', type: 'text', required: true, localized: true, maxLength: 120, defaultValue: 'Open positions' }],
}
