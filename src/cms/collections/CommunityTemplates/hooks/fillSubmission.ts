import { type CollectionBeforeChangeHook, parseCookies } from 'payload'

import { templateCampaignFromCookies } from '@/domain/template-campaign'

/**
 * A member's new template: the server names its author (the member signed in), the creator
 * shown with it (their name; their email for the moderators), and its campaign fields from
 * the attribution cookies of the member's visit. Whatever the client sent for these is ignored
 * (the fields refuse members' values).
 */
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
