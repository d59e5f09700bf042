import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { communityHref, loginHref } from '@/domain/community/pages'
import { type CommunityText, communityText } from '@/i18n/community-text'
import { DEFAULT_CURRENCY } from '@/domain/pricing/currency'
import type { Locale } from '@/domain/locales'
import { readAppPageParams } from '@/domain/routing/site-routing'
import type { Member } from '@/payload-types'
import { payloadClient } from '@/server/payload'
import type { PageContext } from '@/site/pages/page-context'

import { cachedSiteChrome } from '@/server/content/published'

/* These pages read the session cookie, so they are rendered per request and never cached. */

export type CommunityParams = { locale: string; variant: string }

export const readCommunityParams = readAppPageParams

/** A staff session is not a member's. */
export async function currentMember(): Promise<(Member & { collection: 'members' }) | undefined> {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return user?.collection === 'members' ? (user as Member & { collection: 'members' }) : undefined
}

export async function requireMember(locale: Locale, path: string) {
  const member = await currentMember()
  if (!member) redirect(loginHref(locale, communityHref(path, locale)))
  return member
}

export async function communityChrome({ locale, ab, known }: { locale: Locale; ab: Record<string, string>; known: boolean }, path: string) {
  const chrome = await cachedSiteChrome(locale)
  const context: PageContext = { locale, currency: DEFAULT_CURRENCY, path, settings: chrome.settings, ab, knownVisitor: known }
  return { chrome, context }
}

/** Never listed by search engines: accounts and personal pages. */
export async function communityMetadata(params: Promise<CommunityParams>, title: (text: CommunityText) => string): Promise<Metadata> {
  const request = readCommunityParams(await params)
  if (!request) return {}
  return { title: title(communityText(request.locale)), robots: { index: false, follow: false } }
}
