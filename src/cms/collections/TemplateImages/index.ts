import type { CollectionConfig } from 'payload'

import { isMemberOrModerator } from '@/cms/access/isMemberOrModerator'
import { isModerator } from '@/cms/access/isModerator'
import { isModeratorOrOwnerField } from '@/cms/access/isModeratorOrOwnerField'
import { onlineOwnOrModerator } from '@/cms/access/onlineOwnOrModerator'
import { IMAGE_MIME_TYPES } from '@/cms/collections/Media'
import { limitImagePixels, missingFileIsNotFound } from '@/cms/hooks/uploadSafety'

import { limitDailyUploads } from './hooks/limitDailyUploads'
import { limitImageSize } from './hooks/limitImageSize'
import { setOwner } from './hooks/setOwner'

type Options = { staticDir: string }

const noAccess = () => false

/**
 * The selfies and board screenshots of community templates, apart from the site's media:
 * members upload here (raster images only, at most 5 MB) and own what they upload. Nobody but
 * moderators reads an image until a template using it is online, and nobody but moderators
 * changes or removes one: a member who wants another picture uploads a new one, so an
 * approved template's image cannot be swapped behind the moderators' back.
 */
export const TemplateImages = ({ staticDir }: Options): CollectionConfig => ({
  slug: 'template-images',
  labels: { singular: 'Template image', plural: 'Template images' },
  admin: { useAsTitle: 'filename', group: 'Community', defaultColumns: ['filename', 'owner', 'online', 'createdAt'] },
  access: { read: onlineOwnOrModerator, create: isMemberOrModerator, update: isModerator, delete: isModerator },
  disableDuplicate: true,
  upload: {
    staticDir,
    mimeTypes: IMAGE_MIME_TYPES,
    // Payload never fetches an image from an address a client names.
    pasteURL: false,
    // The original is written again through sharp, which drops its metadata: a phone's selfie
    // carries where it was taken (EXIF GPS), and online templates' images are public.
    resizeOptions: { width: 2400, height: 2400, fit: 'inside', withoutEnlargement: true },
    // A name with no file is a 404.
    handlers: [missingFileIsNotFound(staticDir)],
    imageSizes: [
      { name: 'thumbnail', width: 400 },
      { name: 'card', width: 768 },
    ],
    adminThumbnail: 'thumbnail',
  },
  hooks: { beforeOperation: [limitImageSize, limitImagePixels, limitDailyUploads], beforeChange: [setOwner] },
  fields: [
    { name: 'alt', type: 'text', maxLength: 300, admin: { description: 'What the image shows, for people who cannot see it.' } },
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'members',
      index: true,
      access: { create: noAccess, update: noAccess, read: isModeratorOrOwnerField('owner') },
      admin: { readOnly: true, position: 'sidebar', description: 'The member who uploaded it.' },
    },
    {
      name: 'online',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      access: { create: noAccess, update: noAccess },
      admin: { readOnly: true, position: 'sidebar', description: 'Used by an online template: visitors can see it.' },
    },
  ],
})
