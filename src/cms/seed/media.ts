/**
 * The seed cannot download pictures, so it draws them. A picture is found again by file name (with Payload's added
 * number), so a second run uploads nothing.
 */
import type { Payload } from 'payload'

import { TRANSLATED_LOCALES } from '@/domain/locales'

import { seedCopy } from './copy'
import { CUSTOMER_LOGOS, type Illustration, PORTRAITS, SCREENS, type ScreenKey, TEMPLATE_BOARDS, type TemplateBoardKey } from './illustrations/catalogue'
import { renderIllustration } from './illustrations/render'
import { seedContext as context } from './seeding'

type UploadCollection = 'media' | 'template-images'

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
  screens: Record<ScreenKey, number>
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

/** An editor's text is left alone; a picture's languages one after another, never two saves of one document at once. */
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
          await payload.update({ collection: 'media', id, locale, data: { alt: seedCopy(locale).pictures[key] }, depth: 0, overrideAccess: true, context })
        }
      },
    ]
  })
}

export type TemplatePictures = { boards: Record<TemplateBoardKey, number>; portraits: number[] }

export async function seedTemplatePictures(payload: Payload): Promise<TemplatePictures> {
  const keys = Object.keys(TEMPLATE_BOARDS) as TemplateBoardKey[]
  const boards = await seedUploads(
    payload,
    'template-images',
    keys.map((key) => TEMPLATE_BOARDS[key]),
  )
  return {
    boards: Object.fromEntries(keys.map((key, index) => [key, boards[index]!])) as Record<TemplateBoardKey, number>,
    portraits: await seedUploads(payload, 'template-images', PORTRAITS),
  }
}

/** The board the template itself shows, and a portrait of its author. */
export function templateImages(pictures: TemplatePictures, board: TemplateBoardKey, index: number): { type: 'board' | 'selfie'; image: number }[] {
  const boardImage = pictures.boards[board]
  const portrait = pictures.portraits[index % Math.max(1, pictures.portraits.length)]
  return [
    ...(boardImage === undefined ? [] : [{ type: 'board' as const, image: boardImage }]),
    ...(portrait === undefined ? [] : [{ type: 'selfie' as const, image: portrait }]),
  ]
}
