import type { GlobalConfig } from 'payload'

import { publishedOrEditor } from '@/cms/access/publishedOrEditor'
import { isContentEditor } from '@/cms/access/isContentEditor'
import { link } from '@/cms/fields/link'

/** The menu small screens show: why-product, product, pricing, contact sales, careers, log in. */
export const SideMenu: GlobalConfig = {
  slug: 'side-menu',
  admin: { group: 'Navigation' },
  versions: { drafts: true, max: 20 },
  access: { read: publishedOrEditor, update: isContentEditor },
  fields: [{ name: 'items', type: 'array', maxRows: 12, fields: [link()] }],
}
