import fs from 'node:fs/promises'
import path from 'node:path'

import { APIError, type CollectionBeforeOperationHook, type PayloadRequest, type UploadConfig } from 'payload'
import sharp, { type Metadata } from 'sharp'

/**
 * What both upload collections (media, template images) share beyond their type allow-list:
 * - an image's pixel count is capped before sharp decodes it: a small file can declare a huge
 *   canvas (a decompression bomb) that would take the server's memory;
 * - the original is written again through sharp (`REENCODE_ORIGINAL`), which drops EXIF and GPS;
 * - a file that is not on the disk is a 404, not Payload's 500.
 */

type UploadHandler = NonNullable<UploadConfig['handlers']>[number]

/** 50 megapixels: more than any camera or screenshot the site needs. */
export const MAX_IMAGE_PIXELS = 50_000_000

/** What sharp calls the raster formats the upload collections take. */
const RASTER_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif'])

/** Resizing options that make sharp write every original again (metadata dropped), never larger. */
export const REENCODE_ORIGINAL = { width: 4000, height: 4000, fit: 'inside', withoutEnlargement: true } as const

class ImageTooLarge extends APIError {
  constructor(message: string, status = 413) {
    super(message, status, null, true)
    this.name = 'ImageTooLarge'
  }
}

/** Refuses an upload whose image declares more than MAX_IMAGE_PIXELS, reading its header only. */
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

/**
 * An upload collection's file handler: a name with no file on the disk is a 404 (Payload's own
 * fallback logs an error and answers 500). Returning nothing lets Payload serve the file.
 */
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
  // Payload's type wants a Promise of a Response or of nothing; resolving to nothing lets it serve the file.
  return (req, { params }) => answer(req, params.filename) as Promise<Response>
}
