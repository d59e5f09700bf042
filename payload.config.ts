import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig, defaultLoggerOptions as prettyLogStream } from 'payload'
import { isNextBuild } from 'payload/shared'
import sharp from 'sharp'

import { isStaff } from '@/cms/access/is-staff'
import { withStaffOnlyDefaults, withStaffOnlyDocumentLocks, withStaffOnlyGlobalDefaults } from '@/cms/access/staff-only-by-default'
import { withNavigationAudience } from '@/cms/admin/navigation'
import { AbTests } from '@/cms/collections/AbTests'
import { Articles } from '@/cms/collections/Articles'
import { Audiences } from '@/cms/collections/Audiences'
import { CommunityTemplates } from '@/cms/collections/CommunityTemplates'
import { sendTemplateStatusEmail } from '@/cms/collections/CommunityTemplates/tasks/send-template-status-email'
import { ConsentRecords } from '@/cms/collections/ConsentRecords'
import { CookieDefinitions } from '@/cms/collections/CookieDefinitions'
import { FooterLinkGroups } from '@/cms/collections/FooterLinkGroups'
import { Leads } from '@/cms/collections/Leads'
import { Media } from '@/cms/collections/Media'
import { Members } from '@/cms/collections/Members'
import { MiniSites } from '@/cms/collections/MiniSites'
import { Pages } from '@/cms/collections/Pages'
import { Personalisations } from '@/cms/collections/Personalisations'
import { Positions } from '@/cms/collections/Positions'
import { Redirects } from '@/cms/collections/Redirects'
import { Solutions } from '@/cms/collections/Solutions'
import { TemplateImages } from '@/cms/collections/TemplateImages'
import { TemplateLikes } from '@/cms/collections/TemplateLikes'
import { TemplateStats } from '@/cms/collections/TemplateStats'
import { Users } from '@/cms/collections/Users'
import { sendPasswordReset } from '@/cms/accounts/password-reset'
import { emailAdapter } from '@/cms/email'
import { mediaStorage } from '@/cms/storage'
import { withGalleryRefresh } from '@/cms/gallery/refresh-gallery'
import { DocsSidebar } from '@/cms/globals/DocsSidebar'
import { HeaderMenus } from '@/cms/globals/HeaderMenus'
import { Pricing } from '@/cms/globals/Pricing'
import { SideMenu } from '@/cms/globals/SideMenu'
import { SiteSettings } from '@/cms/globals/SiteSettings'
import { withContentLinkGuard } from '@/cms/hooks/guard-content-links'
import { withGlobalLocksKept } from '@/cms/hooks/keep-global-locks'
import { withLoginLimits } from '@/cms/hooks/limit-logins'
import { guardPreferences } from '@/cms/hooks/guard-preferences'
import { withQueryGuards } from '@/cms/hooks/guard-queries'
import { livePreviewConfig } from '@/cms/preview/live-preview'
import { NEW_PAGE_VIEW_PATH } from '@/cms/admin/new-page/path'
import { localization } from '@/cms/localization'
import { resilientPg } from '@/infrastructure/database/pg'
import { resolveDatabaseUrl } from '@/server/database/url'
import { env } from '@/infrastructure/env'
import { runJobsInThisServer } from '@/server/jobs/runner'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const { serverUrl, payloadSecret, trustedOrigins, brand, logLevel, dataDir } = env()

/** Our own APIError subclasses, by the name each sets explicitly. */
const OUR_ERROR_LEVELS: Record<string, 'info' | 'warn'> = {
  TooManyRequests: 'warn',
  MissingLinkTarget: 'info',
  InvalidQuery: 'info',
  PreferenceTooLarge: 'info',
}

const config = buildConfig({
  serverURL: serverUrl,
  secret: payloadSecret,
  // Cookie-authenticated requests are honoured only from these origins.
  csrf: trustedOrigins,
  cors: trustedOrigins,
  admin: {
    user: 'users',
    // Gravatar would send a hash of every staff email to a third party on each admin page.
    avatar: 'default',
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ` · ${brand.name} admin` },
    // Pages, mini-sites and the menus beside the page that shows them, in draft mode (src/cms/preview).
    livePreview: livePreviewConfig(serverUrl),
    components: {
      afterNavLinks: ['/src/cms/admin/analytics/AnalyticsNavLink#AnalyticsNavLink'],
      views: {
        // What needs a look today, for the signed-in role, instead of Payload's grid of cards.
        dashboard: { Component: '/src/cms/admin/dashboard/Dashboard#Dashboard' },
        analytics: { Component: '/src/cms/admin/analytics/AnalyticsView#AnalyticsView', path: '/analytics', exact: true },
        // Pages are created here: a title and an address first (Payload's create screen would store an empty draft).
        newPage: { Component: '/src/cms/admin/new-page/NewPageView#NewPageView', path: NEW_PAGE_VIEW_PATH, exact: true },
      },
    },
  },
  collections: [
    Pages,
    Articles,
    Media({ staticDir: path.join(dataDir, 'media') }),
    MiniSites,
    FooterLinkGroups,
    CookieDefinitions,
    ConsentRecords,
    AbTests,
    Audiences,
    Personalisations,
    // A template's save refreshes the gallery's cached pages (src/cms/gallery).
    withGalleryRefresh(CommunityTemplates),
    TemplateImages({ staticDir: path.join(dataDir, 'template-images') }),
    // The gallery's counts: likes once per visitor, and views, likes and uses per template.
    TemplateLikes,
    TemplateStats,
    Positions,
    Leads,
    Solutions,
    Redirects,
    // Failed logins limited per address and per account (src/cms/hooks/limitLogins.ts).
    withLoginLimits(Users({ secureCookies: serverUrl.startsWith('https://') })),
    // Community members: the site's accounts, never the admin's (admin.user stays 'users').
    withLoginLimits(Members({ secureCookies: serverUrl.startsWith('https://'), brandName: brand.name })),
  ]
    .map(withQueryGuards)
    .map(withContentLinkGuard)
    .map(withStaffOnlyDefaults)
    .map(withNavigationAudience),
  globals: [HeaderMenus, SideMenu, DocsSidebar, SiteSettings, Pricing].map(withStaffOnlyGlobalDefaults).map(withGlobalLocksKept).map(withNavigationAudience),
  localization,
  jobs: {
    // Queued jobs (scheduled publishing, community emails) are run inside the Next.js server by
    // src/server/jobs/runner.ts, started by onInit below: at their time, in one instance.
    tasks: [sendTemplateStatusEmail({ brandName: brand.name }), sendPasswordReset],
    // Payload's default is any signed-in user, which would include community members.
    access: { run: isStaff, queue: isStaff, cancel: isStaff },
  },
  onInit: (payload) => {
    // The site's server runs the queue; `next build` (the same runtime) and scripts do not.
    if (process.env.NEXT_RUNTIME === 'nodejs' && !isNextBuild()) runJobsInThisServer(payload)
  },
  upload: {
    // Larger uploads are refused with 413 before they reach the disk.
    limits: { fileSize: 10 * 1024 * 1024 },
    abortOnLimit: true,
  },
  db: postgresAdapter({
    pg: resilientPg,
    pool: {
      connectionString: resolveDatabaseUrl(env()),
      // Fail fast instead of queueing forever when the server is gone.
      connectionTimeoutMillis: 3_000,
      // TCP keep-alives: a connection a firewall dropped without a word fails instead of hanging
      // (the job runner's lock is held on one for hours, and other instances wait on theirs).
      keepAlive: true,
    },
    // The schema changes only through the migrations in migrations/, in every environment.
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
  }),
  editor: lexicalEditor(),
  // SMTP when SMTP_URL is set; otherwise emails are written to the log (never a network test account).
  email: emailAdapter(env()),
  // The site and the admin use REST only; an unused GraphQL endpoint is only attack surface.
  graphQL: { disable: true },
  logger: { options: { level: logLevel }, destination: prettyLogStream },
  // Visitors' mistakes are not server errors; someone guessing passwords deserves a warning, a
  // flood refused with 429 no more than that (Payload looks levels up by the error's name; its
  // type lists only Payload's own errors).
  loggingLevels: { AuthenticationError: 'info', QueryError: 'info', LockedAuth: 'warn', ...OUR_ERROR_LEVELS },
  // Uploads in an S3-compatible bucket when S3_BUCKET is set (several instances); else files in DATA_DIR.
  plugins: mediaStorage(env().s3),
  sharp,
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
})

// Members sign in too: Payload's own lock collection must not be open to "any signed-in user";
// its preferences collection gets a size cap and a delete that works (src/cms/hooks/guard-preferences.ts).
export default withStaffOnlyDocumentLocks(config).then((sanitized) => {
  guardPreferences(sanitized)
  return sanitized
})
