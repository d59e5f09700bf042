import { layoutBlock } from '../layout-block'

/** The rows come from the cookie definitions, never typed in, so the policy never disagrees with what the site sets. */
export const CookieTable = layoutBlock({ slug: 'cookieTable', interfaceName: 'CookieTableBlock', singular: 'Cookie table', plural: 'Cookie tables' }, [
  { name: 'heading', type: 'text', required: true, localized: true, maxLength: 120, defaultValue: 'Cookies we use' },
  {
    name: 'intro',
    type: 'textarea',
    localized: true,
    maxLength: 600,
    admin: { description: 'A sentence above the table, such as how to change your choice.' },
  },
])
