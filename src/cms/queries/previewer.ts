import type { User } from '@/payload-types'

/** Passed with `overrideAccess: false`; null when the session has ended, which leaves only published content. */
export type Previewer = (User & { collection: 'users' }) | null

/** How a query reads for `previewer`: a visitor's published content, or a staff preview's latest drafts with that person's rights. */
export function readingFor(previewer: Previewer | undefined) {
  return { draft: previewer !== undefined, overrideAccess: false, ...(previewer ? { user: previewer } : {}) }
}
