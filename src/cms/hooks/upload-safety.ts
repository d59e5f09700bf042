import fs from 'node:fs/promises'
import path from 'node:path'

import { APIError, type CollectionBeforeOperationHook, type PayloadRequest, type UploadConfig } from 'payload'
import sharp, { type Metadata } from 'sharp'

/**
 * Shared by both upload collections: the pixel count is capped before sharp decodes (a decompression bomb), originals are
 * re-encoded to drop EXIF and GPS, and a missing file is a 404, not Payload's 500.
 */

type UploadHandler = NonNullable<UploadConfig['handlers']>[number]

/** More than any camera or screenshot the site needs. */
export const MAX_IMAGE_PIXELS = 50_000_000

const RASTER_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif'])

/** Makes sharp write every original again (metadata dropped), never larger. */
export const REENCODE_ORIGINAL = { width: 4000, height: 4000, fit: 'inside', withoutEnlargement: true } as const

class ImageTooLarge extends APIError {
  constructor(message: string, status = 413) {
    super(message, status, null, true)
    this.name = 'ImageTooLarge'
  }
}

export const limitImagePixels: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const data = req.file?.data
  if (!data || data.length === 0) return args
  let metadata: Metadata
  try {
    metadata = await sharp(data, { limitInputPixels: false, animated: true }).metadata()
  } catch {
    // Not an image sharp can read: the collection's type allow-list refuses it with its own message.
    return args
  }
  // SVG and other non-raster files are the allow-list's to refuse, by type, not by size.
  if (!RASTER_FORMATS.has(metadata.format ?? '')) return args
  const width = metadata.width
  const height = metadata.pageHeight ?? metadata.height
  const pages = metadata.pages ?? 1
  if (!width || !height || width * height * pages > MAX_IMAGE_PIXELS) {
    throw new ImageTooLarge(`An image may have at most ${MAX_IMAGE_PIXELS / 1_000_000} million pixels.`)
  }
  return args
}

/** Payload's own fallback logs an error and answers 500; returning nothing lets Payload serve the file. */
export function missingFileIsNotFound(staticDir: string): UploadHandler {
  const answer = async (req: PayloadRequest, filename: string): Promise<Response | undefined> => {
    const directory = path.resolve(staticDir)
    const file = path.resolve(directory, filename)
    const inside = file.startsWith(directory + path.sep)
    const exists =
      inside &&
      (await fs.stat(file).then(
        (stats) => stats.isFile(),
        () => false,
      ))
    if (exists) return undefined
    return Response.json({ errors: [{ message: req.t ? req.t('error:notFound') : 'Not Found' }] }, { status: 404 })
  }
  // Payload's type wants a Promise of a Response or nothing.
  return (req, { params }) => answer(req, params.filename) as Promise<Response>
}
