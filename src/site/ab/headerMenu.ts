import { abVariant } from '@/domain/ab-assignment'
import { normalisePath } from '@/domain/paths'
import type { HeaderMenu } from '@/payload-types'

/** A top-level item of a header menu, as the CMS keeps it. */
export type HeaderItem = NonNullable<HeaderMenu['main']>[number]
type SubmenuItem = NonNullable<HeaderItem['children']>[number]

/** The products submenu: the item that links to the products overview (SPEC §2 `/product`). */
export const PRODUCTS_MENU_PATH = '/product'

/** The Enterprise item links to one of the spec's enterprise pages. */
export const ENTERPRISE_PATHS: readonly string[] = ['/enterprise', '/w/enterprise']

/** header_studio_or_campaigns: Studio leads to the marketer product's page, Campaigns to email campaigns'. */
export const STUDIO_PATH = '/marketing'
export const CAMPAIGNS_PATH = '/w/crm/campaigns'

/** request_a_demo's button, beside sign-up: contact sales, which records where it was opened from. */
export const REQUEST_DEMO_HREF = '/sales/contact-us?from=request_demo'

/** The id of the header's own Studio-or-Campaigns item (the CMS's rows have ids of their own). */
export const STUDIO_OR_CAMPAIGNS_ID = 'ab-studio-or-campaigns'

/** The page a menu link leads to on this site; undefined for another host. */
function sitePath(url: string): string | undefined {
  return url.startsWith('/') && !url.startsWith('//') ? normalisePath(url) : undefined
}

const linksTo = (paths: readonly string[]) => (row: { link: { url: string } }) => {
  const path = sitePath(row.link.url)
  return path !== undefined && paths.includes(path)
}

const isProductsItem = linksTo([PRODUCTS_MENU_PATH])
const isEnterprise = linksTo(ENTERPRISE_PATHS)

/**
 * enterprise_in_submenu's variant: the Enterprise item, wherever the marketers put it (at the
 * top of the menu or in another submenu), becomes the last entry of the products submenu. A menu
 * without a products submenu or without an Enterprise item is left as it is.
 */
export function moveEnterpriseIntoProducts(items: readonly HeaderItem[]): HeaderItem[] {
  if (!items.some(isProductsItem)) return [...items]
  let enterprise: SubmenuItem | undefined
  const without = items.flatMap((item): HeaderItem[] => {
    if (isEnterprise(item)) {
      enterprise ??= { id: item.id, link: { ...item.link } }
      return []
    }
    const kept = item.children?.filter((child) => {
      if (!isEnterprise(child)) return true
      enterprise ??= child
      return false
    })
    return [kept && kept.length !== item.children?.length ? { ...item, children: kept } : item]
  })
  if (!enterprise) return [...items]
  const moved = enterprise
  const at = without.findIndex(isProductsItem)
  return without.map((item, index) => (index === at ? { ...item, children: [...(item.children ?? []), moved] } : item))
}

const STUDIO_OR_CAMPAIGNS_TEST = 'header_studio_or_campaigns'

/**
 * header_studio_or_campaigns: one more top-level link right after the products item (at the end
 * when there is none) for the test's visitors. Both variants have it, so only its words and
 * target differ; it is the header's own, not CMS data, and only the main header, whose menu has
 * the products, shows it.
 */
export function withExtraItem(items: readonly HeaderItem[], extra: HeaderItem): HeaderItem[] {
  const at = items.findIndex(isProductsItem)
  return at === -1 ? [...items, extra] : [...items.slice(0, at + 1), extra, ...items.slice(at + 1)]
}

/**
 * A header menu as the page's A/B variants show it: the CMS's items, Enterprise in the products
 * submenu in enterprise_in_submenu's variant, and in the main menu the Studio or Campaigns link.
 */
export function headerItemsForVariants(
  items: readonly HeaderItem[],
  { menu, ab, text }: { menu: string; ab: Readonly<Record<string, string>> | undefined; text: { headerStudio: string; headerCampaigns: string } },
): HeaderItem[] {
  const placed = abVariant(ab, 'enterpriseInSubmenu') === 'in_submenu' ? moveEnterpriseIntoProducts(items) : [...items]
  // Only pages rendered for the test's visitors have the link: a test that is not running changes nothing.
  if (menu !== 'main' || placed.length === 0 || ab?.[STUDIO_OR_CAMPAIGNS_TEST] === undefined) return placed
  const campaigns = abVariant(ab, 'headerStudioOrCampaigns') === 'campaigns'
  return withExtraItem(placed, {
    id: STUDIO_OR_CAMPAIGNS_ID,
    link: campaigns ? { text: text.headerCampaigns, url: CAMPAIGNS_PATH } : { text: text.headerStudio, url: STUDIO_PATH },
    children: [],
  })
}
