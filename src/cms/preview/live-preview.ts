import type { LivePreviewConfig, PayloadRequest, RootLivePreviewConfig } from 'payload'

import { abTestByName } from '@/domain/ab/catalogue'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/domain/locales'
import { previewRouteHref } from '@/domain/preview/preview'

/** Each autosave makes the frame re-render from the server (src/site/preview/LiveRefresh.tsx). */
export const LIVE_PREVIEW_AUTOSAVE = { interval: 100 } as const

export const PREVIEW_BREAKPOINTS: NonNullable<LivePreviewConfig['breakpoints']> = [
  { name: 'phone', label: 'Phone', width: 375, height: 667 },
  { name: 'tablet', label: 'Tablet', width: 768, height: 1024 },
  { name: 'desktop', label: 'Desktop', width: 1440, height: 900 },
]

type UrlArgs = Parameters<Extract<NonNullable<LivePreviewConfig['url']>, (...args: never[]) => unknown>>[0]

/** Its own path; the chrome's is the home page; a mini-site's, one of its pages. */
export async function previewPathOf({
  collectionConfig,
  globalConfig,
  data,
  req,
}: Pick<UrlArgs, 'collectionConfig' | 'globalConfig' | 'data' | 'req'>): Promise<string> {
  if (collectionConfig?.slug === 'pages' && typeof data?.path === 'string') return data.path
  if (collectionConfig?.slug === 'mini-sites' && data?.id !== undefined) return (await firstPageOfMiniSite(req, data.id)) ?? '/'
  void globalConfig
  return '/'
}

async function firstPageOfMiniSite(req: PayloadRequest, id: number | string): Promise<string | undefined> {
  const { docs } = await req.payload.find({
    collection: 'pages',
    where: { miniSite: { equals: id } },
    limit: 1,
    depth: 0,
    draft: true,
    sort: 'path',
    select: { path: true },
    overrideAccess: false,
    user: req.user,
    req,
  })
  return docs[0]?.path
}

/**
 * An experiment opens on its page in its new variant (the frame's preview bar switches back); a
 * test the site's code defines has no one page, so none.
 */
async function experimentPreviewHref({ data, req }: Pick<UrlArgs, 'data' | 'req'>, locale: Locale): Promise<string | null> {
  const testName = typeof data?.testName === 'string' ? data.testName : ''
  const pageId = typeof data?.page === 'object' && data.page !== null ? data.page.id : data?.page
  if (!testName || abTestByName(testName) || (typeof pageId !== 'number' && typeof pageId !== 'string')) return null
  const page = await req.payload
    .findByID({
      collection: 'pages',
      id: pageId,
      depth: 0,
      draft: true,
      select: { path: true },
      overrideAccess: false,
      user: req.user,
      req,
      disableErrors: true,
    })
    .catch(() => null)
  if (!page?.path) return null
  const variants = Array.isArray(data?.variants) ? (data.variants as { name?: unknown }[]) : []
  const shown = typeof variants[1]?.name === 'string' ? variants[1].name : undefined
  return previewRouteHref(page.path, locale, shown ? { ab: { [testName]: shown } } : {})
}

/** Absolute: the admin matches the frame's messages by origin. */
export function livePreviewConfig(serverUrl: string): RootLivePreviewConfig {
  return {
    collections: ['pages', 'mini-sites', 'footer-link-groups', 'ab-tests'],
    globals: ['header-menus', 'side-menu'],
    breakpoints: PREVIEW_BREAKPOINTS,
    url: async (args) => {
      const code = args.locale?.code
      const locale: Locale = isLocale(code) ? code : DEFAULT_LOCALE
      if (args.collectionConfig?.slug === 'ab-tests') {
        const href = await experimentPreviewHref(args, locale)
        return href === null ? null : `${serverUrl}${href}`
      }
      return `${serverUrl}${previewRouteHref(await previewPathOf(args), locale)}`
    },
  }
}
