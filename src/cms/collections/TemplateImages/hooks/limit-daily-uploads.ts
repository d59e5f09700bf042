import { limitDailyCreations } from '@/cms/hooks/limit-daily-creations'
import { env } from '@/infrastructure/env'

/** A template needs two; the quota leaves room for new tries. */
export const limitDailyUploads = limitDailyCreations({
  collection: 'template-images',
  ownerField: 'owner',
  quota: () => env().memberLimits.imagesPerDay,
  message: (quota) => `You can upload at most ${quota} images a day. Try again later.`,
})
