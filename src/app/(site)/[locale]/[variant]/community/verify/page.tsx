import { notFound } from 'next/navigation'

import { reportServerException } from '@/analytics/server'
import { payloadErrorStatus } from '@/domain/community-accounts'
import { accountToken, COMMUNITY_PAGES, COMMUNITY_SUPPORT_PATH, communityHref, queryValue } from '@/domain/community-pages'
import { communityText } from '@/domain/community-text'
import { localizeHref } from '@/domain/paths'
import { payloadClient } from '@/server/payload'
import { CommunityPage } from '@/site/community/CommunityPage'

import { logoutAction } from '../actions'
import { type CommunityParams, communityChrome, communityMetadata, currentMember, readCommunityParams } from '../session'

type Props = { params: Promise<CommunityParams>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/*
 * /community/verify?token=…: the page the confirmation email links to. Opening it confirms the
 * address (Payload's verifyEmail, the same as POST /api/members/verify/{token}); a token works
 * once, so a second visit, like a made-up or cut link, explains what to do instead.
 */
export const dynamic = 'force-dynamic'

export const generateMetadata = ({ params }: Props) => communityMetadata(params, (text) => text.communityVerifyTitle)

type Outcome = 'verified' | 'invalid' | 'failed'

async function verify(token: string | undefined): Promise<Outcome> {
  if (!token) return 'invalid'
  try {
    await (await payloadClient()).verifyEmail({ collection: 'members', token })
    return 'verified'
  } catch (error) {
    // Payload answers an unknown or used token with a 4xx; anything else is ours to look at.
    const status = payloadErrorStatus(error)
    if (status !== undefined && status < 500) return 'invalid'
    await reportServerException(error, { where: 'community verify email' }).catch(() => undefined)
    return 'failed'
  }
}

export default async function VerifyRoute({ params, searchParams }: Props) {
  const request = readCommunityParams(await params)
  if (!request) notFound()
  const { locale, ab } = request
  const outcome = await verify(accountToken(queryValue((await searchParams).token)))
  const text = communityText(locale)
  const [{ chrome, context }, member] = await Promise.all([communityChrome(locale, ab, COMMUNITY_PAGES.verify), currentMember()])
  const title = { verified: text.communityVerifiedTitle, invalid: text.communityVerifyFailedTitle, failed: text.communityVerifyTitle }[outcome]
  return (
    <CommunityPage chrome={chrome} context={context} text={text} title={title} member={member} logoutAction={logoutAction}>
      <section className="community-done">
        {outcome === 'verified' ? (
          <>
            <p>{text.communityVerifiedBody}</p>
            <p>
              <a className="block-link block-link--primary" href={communityHref('login', locale)}>
                {text.communityLoginSubmit}
              </a>
            </p>
          </>
        ) : outcome === 'invalid' ? (
          <>
            <p>{text.communityVerifyFailedBody}</p>
            <p className="community-actions">
              <a className="block-link block-link--primary" href={communityHref('login', locale)}>
                {text.communityLoginSubmit}
              </a>
              <a className="block-link block-link--secondary" href={localizeHref(COMMUNITY_SUPPORT_PATH, locale)}>
                {text.communityContactSupport}
              </a>
            </p>
          </>
        ) : (
          <p role="alert">{text.communityErrorRetry}</p>
        )}
      </section>
    </CommunityPage>
  )
}
