import { toMiniSiteConfig } from '@/domain/minisite/document'
import {
  alternativeSwitch,
  type InvalidMiniSiteReport,
  pricingLink,
  validateMiniSite,
  type AlternativeSwitch,
  type MiniSiteConfig,
} from '@/domain/minisite/mini-site'
import type { MiniSite } from '@/payload-types'

export type MiniSiteView = {
  doc: MiniSite
  config: MiniSiteConfig
  links: MiniSiteConfig['links']
  alternative?: AlternativeSwitch
}

/** SPEC §5's `pricingLink` rule. */
function shownLinks(config: MiniSiteConfig) {
  const pricing = pricingLink(config)
  return config.links.filter((link) => !link.isPricingPage || (pricing?.url === link.url && pricing.text === link.text))
}

/** Its pages would show no product bar otherwise, and the switch would lead to a product that looks unfinished. */
function alternativeFor(miniSite: MiniSite, config: MiniSiteConfig): AlternativeSwitch | undefined {
  const alternative = typeof miniSite.alternative === 'object' ? miniSite.alternative : undefined
  if (!alternative || !validateMiniSite(toMiniSiteConfig(alternative)).valid) return undefined
  return alternativeSwitch(config, miniSite.product)
}

/** An invalid one never reaches a visitor: nothing of it is drawn, and it is reported with the spec's event. */
export function miniSiteView(miniSite: MiniSite | null | undefined, report: InvalidMiniSiteReport): MiniSiteView | null {
  if (!miniSite) return null
  const result = validateMiniSite(toMiniSiteConfig(miniSite))
  if (!result.valid) {
    report(miniSite, result.issues)
    return null
  }
  const { config } = result
  return { doc: miniSite, config, links: shownLinks(config), alternative: alternativeFor(miniSite, config) }
}
