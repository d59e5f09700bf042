/** Every German text of the site, by namespace. */
import { common } from './common'
import { pricing } from './pricing'
import { cookies } from './cookies'
import { templates } from './templates'
import { community } from './community'
import { forms } from './forms'
import { account } from './account'
import { emails } from './emails'
import { navigation } from './navigation'
import { starterPages } from './starterPages'
import { pricingPlans } from './pricingPlans'
import { productPages } from './productPages'
import { salesPages } from './salesPages'
import { legalPages } from './legalPages'
import { pictures } from './pictures'
import { useCasePages } from './useCasePages'

export const de = {
  common,
  pricing,
  cookies,
  templates,
  community,
  forms,
  account,
  emails,
  navigation,
  starterPages,
  productPages,
  salesPages,
  pricingPlans,
  legalPages,
  pictures,
  useCasePages,
}
