import type { CollectionConfig } from 'payload'

import { isMemberOrModerator } from '@/cms/access/is-member-or-moderator'
import { isModerator } from '@/cms/access/is-moderator'
import { isModeratorOrOwnerField } from '@/cms/access/is-moderator-or-owner-field'
import { onlineOwnOrModerator } from '@/cms/access/online-own-or-moderator'
import { IMAGE_MIME_TYPES } from '@/cms/collections/Media'
import { limitImagePixels, missingFileIsNotFound } from '@/cms/hooks/upload-safety'

import { limitDailyUploads } from './hooks/limit-daily-uploads'
import { limitImageSize } from './hooks/limit-image-size'
import { setOwner } from './hooks/set-owner'

type Options = { staticDir: string }

const noAccess = () => false

/**
 * Members upload here and own what they upload. Only moderators change or remove an image, so an approved template's
 * image cannot be swapped behind their back; visitors read it only once a template using it is online.
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
    // Re-encoding through sharp drops metadata: a selfie's EXIF GPS must not go public with an online template.
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
