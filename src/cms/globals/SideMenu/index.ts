import type { GlobalConfig } from 'payload'

import { publishedOrEditor } from '@/cms/access/publishedOrEditor'
import { isContentEditor } from '@/cms/access/isContentEditor'
import { link } from '@/cms/fields/link'
import { refreshWholeSiteAfterGlobalChange } from '@/cms/hooks/revalidate'

/** The menu small screens show: why-product, product, pricing, contact sales, careers, log in. */
export const SideMenu: GlobalConfig = {
  slug: 'side-menu',
  admin: { group: 'Navigation' },
  versions: { drafts: true, max: 20 },
  hooks: { afterChange: [refreshWholeSiteAfterGlobalChange] },
  access: { read: publishedOrEditor, update: isContentEditor },
  fields: [{ name: 'items', type: 'array', maxRows: 12, fields: [link()] }],
}
