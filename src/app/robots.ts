import type { MetadataRoute } from 'next'

import { env } from '@/infrastructure/env'

/** Crawlers may read every public page, not the CMS or its API. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api/'] },
    sitemap: `${env().serverUrl}/sitemap.xml`,
  }
}
