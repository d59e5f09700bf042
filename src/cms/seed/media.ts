/**
 * The pictures of a fresh site, drawn here (the seed cannot download any): product screens for
 * the heroes, customers' logos for the logo wall, and the community templates' board pictures
 * and authors' portraits. Idempotent: a picture is found again by its file name (with the number
 * Payload adds when the upload folder already had that name), so a second run uploads nothing.
 */
import type { Payload } from 'payload'

import { TRANSLATED_LOCALES } from '@/domain/locales'
import { messages } from '@/i18n/messages'

import { CUSTOMER_LOGOS, type Illustration, PORTRAITS, SCREENS, type ScreenKey, TEMPLATE_BOARDS } from './illustrations/catalogue'
import { renderIllustration } from './illustrations/render'
import { seedContext as context } from './seeding'

type UploadCollection = 'media' | 'template-images'

/** Each illustration's id in the collection, uploading those it does not hold yet. */
async function seedUploads(payload: Payload, collection: UploadCollection, illustrations: Illustration[]): Promise<number[]> {
  const { docs } = await payload.find({ collection, pagination: false, depth: 0, overrideAccess: true, select: { filename: true } })
  const ids: number[] = []
  for (const illustration of illustrations) {
    const pattern = new RegExp(`^${illustration.file}(-\\d+)?\\.${illustration.format}$`)
    const existing = docs.find((doc) => pattern.test(doc.filename ?? ''))
    if (existing) {
      ids.push(existing.id)
      continue
    }
    const file = await renderIllustration(illustration)
    const created = await payload.create({ collection, data: { alt: illustration.alt }, file, overrideAccess: true, context })
    ids.push(created.id)
  }
  return ids
}

export type SeededMedia = {
  /** The hero screens' media ids. */
  screens: Record<ScreenKey, number>
  /** The logo wall's logos: media id and the customer's name. */
  customers: { id: number; name: string }[]
}

export async function seedMedia(payload: Payload): Promise<SeededMedia> {
  const keys = Object.keys(SCREENS) as ScreenKey[]
  const screenIds = await seedUploads(
    payload,
    'media',
    keys.map((key) => SCREENS[key]),
  )
  const customers = Object.values(CUSTOMER_LOGOS)
  const customerIds = await seedUploads(payload, 'media', customers)
  return {
    screens: Object.fromEntries(keys.map((key, index) => [key, screenIds[index]!])) as Record<ScreenKey, number>,
    customers: customers.map((customer, index) => ({ id: customerIds[index]!, name: customer.alt })),
  }
}

/**
 * The saves that fill in the hero screens' alt texts in the translated languages that have none
 * yet (an editor's text is left alone): one task per picture, its languages one after another,
 * never two saves of one document at once.
 */
export async function screenDescriptions(payload: Payload, media: SeededMedia): Promise<(() => Promise<void>)[]> {
  const ids = Object.values(media.screens)
  // Every language's stored text at once (`all`), without English filling in the gaps.
  const { docs } = await payload.find({ collection: 'media', where: { id: { in: ids } }, locale: 'all', pagination: false, depth: 0, select: { alt: true } })
  const stored = new Map(docs.map((doc) => [doc.id, (doc.alt ?? {}) as unknown as Partial<Record<string, string>>]))
  return (Object.entries(media.screens) as [ScreenKey, number][]).flatMap(([key, id]) => {
    const missing = TRANSLATED_LOCALES.filter((locale) => !stored.get(id)?.[locale])
    if (missing.length === 0) return []
    return [
      async () => {
        for (const locale of missing) {
          await payload.update({ collection: 'media', id, locale, data: { alt: messages(locale).pictures[key] }, depth: 0, overrideAccess: true, context })
        }
      },
    ]
  })
}

export type TemplatePictures = { boards: number[]; portraits: number[] }

/** The community templates' pictures, in the template-images collection (online once a template using them is). */
export async function seedTemplatePictures(payload: Payload): Promise<TemplatePictures> {
  return {
    boards: await seedUploads(payload, 'template-images', TEMPLATE_BOARDS),
    portraits: await seedUploads(payload, 'template-images', PORTRAITS),
  }
}

/** A template's board picture and its author's portrait, in turn from the drawn ones. */
export function templateImages(pictures: TemplatePictures, index: number): { type: 'board' | 'selfie'; image: number }[] {
  const board = pictures.boards[index % Math.max(1, pictures.boards.length)]
  const portrait = pictures.portraits[index % Math.max(1, pictures.portraits.length)]
  return [
    ...(board === undefined ? [] : [{ type: 'board' as const, image: board }]),
    ...(portrait === undefined ? [] : [{ type: 'selfie' as const, image: portrait }]),
  ]
}
