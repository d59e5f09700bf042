import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import type { S3Settings } from '@/infrastructure/env'

/**
 * An S3 bucket when configured (shared by every instance), else the data folder. Files are still served through Payload,
 * so each collection's read access applies (template images stay private until published).
 */
export function mediaStorage(s3: S3Settings | undefined): Plugin[] {
  if (!s3) return []
  return [
    s3Storage({
      bucket: s3.bucket,
      collections: { media: true, 'template-images': true },
      config: {
        region: s3.region,
        ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
        forcePathStyle: s3.forcePathStyle,
        // Without keys the AWS SDK's own chain applies (instance role, AWS_* variables).
        ...(s3.accessKeyId && s3.secretAccessKey ? { credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } } : {}),
      },
    }),
  ]
}
