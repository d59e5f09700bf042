import type { CollectionConfig } from 'payload'

import { anyone } from '@/cms/access/anyone'
import { isContentEditor } from '@/cms/access/is-content-editor'
import { limitImagePixels, missingFileIsNotFound, REENCODE_ORIGINAL } from '@/cms/hooks/upload-safety'

/** Raster images only: SVG, HTML and XML can carry scripts. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']

type Options = { staticDir: string }

export const Media = ({ staticDir }: Options): CollectionConfig => ({
  slug: 'media',
  admin: { useAsTitle: 'alt', group: 'Content', defaultColumns: ['filename', 'alt', 'updatedAt'] },
  access: { read: anyone, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  upload: {
    staticDir,
    mimeTypes: IMAGE_MIME_TYPES,
    // Payload never fetches an image from an address a client names.
    pasteURL: false,
    // The original is written again through sharp, which drops its metadata (EXIF, GPS).
    resizeOptions: REENCODE_ORIGINAL,
    handlers: [missingFileIsNotFound(staticDir)],
    focalPoint: true,
    imageSizes: [
      { name: 'thumbnail', width: 400 },
      { name: 'card', width: 768 },
      { name: 'hero', width: 1600 },
    ],
    adminThumbnail: 'thumbnail',
  },
  // A decompression bomb is refused before sharp decodes it.
  hooks: { beforeOperation: [limitImagePixels] },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      localized: true,
      maxLength: 300,
      admin: { description: 'What the image shows, for people who cannot see it.' },
    },
  ],
})
