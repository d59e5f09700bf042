import { type CollectionAfterChangeHook, parseCookies } from 'payload'

import { communityEvent } from '@/domain/community/events'
import { COOKIE_NAMES } from '@/domain/consent/cookies'

import { trackCmsEvent } from '@/cms/hooks/track-event'

/** A member's new template reaches analytics with the product's user and account, as likes and uses do (SPEC §7). */
export const trackSubmission: CollectionAfterChangeHook = ({ doc, operation, req }) => {
  if (operation !== 'create' || req.context.seeding === true || req.user?.collection !== 'members') return doc
  const cookies = parseCookies(req.headers)
  const { name, fields } = communityEvent('submit', doc.id, {
    userId: cookies.get(COOKIE_NAMES.platformUserId),
    accountId: cookies.get(COOKIE_NAMES.platformAccountId),
  })
  trackCmsEvent(name, fields)
  return doc
}
