import type { User } from '@/payload-types'

/**
 * The staff account a preview reads drafts for (draft mode), passed to the Local API with
 * `overrideAccess: false`; null when the session has ended, which leaves only published content.
 */
export type Previewer = (User & { collection: 'users' }) | null
