/** Every Turkish text of the site, by namespace. */
import { common } from './common'
import { pricing } from './pricing'
import { cookies } from './cookies'
import { templates } from './templates'
import { community } from './community'
import { forms } from './forms'
import { account } from './account'
import { emails } from './emails'
import { articles } from './articles'

export const tr = {
  common,
  pricing,
  cookies,
  templates,
  community,
  forms,
  account,
  emails,
  articles,
}
