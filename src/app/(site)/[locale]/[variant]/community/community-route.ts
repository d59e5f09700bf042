import { notFound } from 'next/navigation'

import { COMMUNITY_TERMS_PATH, communityHref } from '@/domain/community/pages'
import { storiesUserIdCookie } from '@/domain/consent/cookies'
import { type Locale, LOCALES } from '@/domain/locales'
import { localizeHref } from '@/domain/routing/paths'
import { type CommunityText, communityText } from '@/i18n/community-text'
import { env } from '@/infrastructure/env'

import { logoutAction } from './actions'
import { type CommunityParams, communityChrome, currentMember, readCommunityParams, requireMember } from './session'

type SignedIn = NonNullable<Awaited<ReturnType<typeof currentMember>>>

async function open<M extends SignedIn | undefined>(request: NonNullable<ReturnType<typeof readCommunityParams>>, path: string, member: M) {
  const text = communityText(request.locale)
  const { chrome, context } = await communityChrome(request, path)
  return { locale: request.locale, text, member, page: { chrome, context, text, member, logoutAction } }
}

export async function openCommunityPage(params: CommunityParams, path: string) {
  const request = readCommunityParams(params)
  if (!request) notFound()
  return open(request, path, await currentMember())
}

export async function openMemberPage(params: CommunityParams, path: string) {
  const request = readCommunityParams(params)
  if (!request) notFound()
  return open(request, path, await requireMember(request.locale, path))
}

export function submissionFormProps({ locale, text, member }: { locale: Locale; text: CommunityText; member: SignedIn }) {
  return {
    text,
    locale,
    languages: LOCALES.map(({ code, nativeName }) => ({ code, label: nativeName })),
    member: { id: member.id, name: member.name },
    storiesUserIdCookie: storiesUserIdCookie(env().brand.slug),
    termsHref: localizeHref(COMMUNITY_TERMS_PATH, locale),
    myTemplatesHref: communityHref('myTemplates', locale),
    submitHref: communityHref('submit', locale),
    loginHref: communityHref('login', locale),
  }
}
