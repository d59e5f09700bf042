import { limitDailyCreations } from '@/cms/hooks/limit-daily-creations'
import { env } from '@/infrastructure/env'

/** A member shares at most TEMPLATE_SUBMISSION_DAILY_LIMIT templates a day, so no account can flood the moderators' queue. */
export const limitDailySubmissions = limitDailyCreations({
  collection: 'community-templates',
  ownerField: 'author',
  quota: () => env().memberLimits.templatesPerDay,
  message: (quota) => `You can share at most ${quota} templates a day. Try again later.`,
})
