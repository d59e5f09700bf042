import type { Block } from 'payload'

import { blockLabel } from '@/cms/admin/rowLabels'
import { blockThumbnail } from '@/cms/blocks/thumbnails'

/**
 * The cookie policy's table: every cookie definition from the CMS, grouped by category, with
 * its purpose, expiry and domain. The rows are not typed in here: they always show the
 * definitions as they are now, so the policy never disagrees with what the site sets.
 */
export const CookieTable: Block = {
  slug: 'cookieTable',
  interfaceName: 'CookieTableBlock',
  labels: { singular: 'Cookie table', plural: 'Cookie tables' },
  admin: {
    components: { Label: blockLabel('Cookie table', ['blockName', 'heading']) },
    images: { thumbnail: blockThumbnail('cookieTable') },
  },
  fields: [
    { name: 'heading', type: 'text', required: true, localized: true, maxLength: 120, defaultValue: 'Cookies we use' },
    {
      name: 'intro',
      type: 'textarea',
      localized: true,
      maxLength: 600,
      admin: { description: 'A sentence above the table, such as how to change your choice.' },
    },
  ],
}
