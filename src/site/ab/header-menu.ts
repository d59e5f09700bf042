import { abVariant } from '@/domain/ab/assignment'
import { normalisePath } from '@/domain/routing/paths'
import type { HeaderMenu } from '@/payload-types'

export type HeaderItem = NonNullable<HeaderMenu['main']>[number]
type SubmenuItem = NonNullable<HeaderItem['children']>[number]

/** SPEC §2 `/product`. */
export const PRODUCTS_MENU_PATH = '/product'

export const ENTERPRISE_PATHS: readonly string[] = ['/enterprise', '/w/enterprise']

export const STUDIO_PATH = '/marketing'
export const CAMPAIGNS_PATH = '/w/crm/campaigns'

export const REQUEST_DEMO_HREF = '/sales/contact-us?from=request_demo'

export const STUDIO_OR_CAMPAIGNS_ID = 'ab-studio-or-campaigns'

function sitePath(url: string): string | undefined {
  return url.startsWith('/') && !url.startsWith('//') ? normalisePath(url) : undefined
}

const linksTo = (paths: readonly string[]) => (row: { link: { url: string } }) => {
  const path = sitePath(row.link.url)
  return path !== undefined && paths.includes(path)
}

const isProductsItem = linksTo([PRODUCTS_MENU_PATH])
const isEnterprise = linksTo(ENTERPRISE_PATHS)

/** enterprise_in_submenu: wherever the marketers put Enterprise, it becomes the products submenu's last entry. */
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

/** header_studio_or_campaigns: both variants have the link, so only its words and target differ. */
export function withExtraItem(items: readonly HeaderItem[], extra: HeaderItem): HeaderItem[] {
  const at = items.findIndex(isProductsItem)
  return at === -1 ? [...items, extra] : [...items.slice(0, at + 1), extra, ...items.slice(at + 1)]
}

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
