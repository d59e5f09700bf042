import type { LivePreviewConfig, PayloadRequest, RootLivePreviewConfig } from 'payload'

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

/** Absolute: the admin matches the frame's messages by origin. */
export function livePreviewConfig(serverUrl: string): RootLivePreviewConfig {
  return {
    collections: ['pages', 'mini-sites', 'footer-link-groups'],
    globals: ['header-menus', 'side-menu'],
    breakpoints: PREVIEW_BREAKPOINTS,
    url: async (args) => {
      const code = args.locale?.code
      const locale: Locale = isLocale(code) ? code : DEFAULT_LOCALE
      return `${serverUrl}${previewRouteHref(await previewPathOf(args), locale)}`
    },
  }
}
