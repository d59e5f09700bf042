import { invalidMiniSiteReporter } from '@/analytics/server/invalid-mini-site'

import { trackServerEvent } from '.'

/** The process's one reporter, so that its memory of what was reported is shared by every page. */
export const reportInvalidMiniSite = invalidMiniSiteReporter({ track: trackServerEvent, log: (line) => console.error(line) })
