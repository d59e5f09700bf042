import { type CollectionBeforeChangeHook, parseCookies } from 'payload'

import { templateCampaignFromCookies } from '@/domain/templates/campaign'

/** The server names the author, the creator shown and the campaign fields; whatever the client sent for them is ignored. */
export const fillSubmission: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation !== 'create' || req.context.seeding === true) return data
  const user = req.user
  if (user?.collection !== 'members') return data
  return {
    ...data,
    author: user.id,
    creator: { name: user.name, email: user.email },
    campaign: templateCampaignFromCookies(parseCookies(req.headers), new Date()),
  }
}
