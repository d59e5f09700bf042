import { layoutBlock } from '../layout-block'

export const MediaBlock = layoutBlock({ slug: 'mediaBlock', interfaceName: 'MediaBlock', singular: 'Image', plural: 'Images', labelFields: ['caption'] }, [
  { name: 'image', type: 'upload', relationTo: 'media', required: true },
  { name: 'caption', type: 'text', localized: true, maxLength: 300 },
])
