import { accountToken, COMMUNITY_PAGES, COMMUNITY_SUPPORT_PATH, communityHref, queryValue } from '@/domain/community/pages'
import type { CommunityText } from '@/i18n/community-text'
import type { Locale } from '@/domain/locales'
import { type MemberAccountText, memberAccountText, tooManyAttemptsText } from '@/i18n/account-text'
import { localizeHref } from '@/domain/routing/paths'
import { AccountForm } from '@/site/community/AccountForm'
import { CommunityPage } from '@/site/community/CommunityPage'
import { VerifyConfirmForm } from '@/site/community/VerifyConfirmForm'

import { resendVerificationAction, verifyEmailAction, type VerifyOutcome } from '../actions'
import { openCommunityPage } from '../community-route'
import { type CommunityParams, communityMetadata } from '../session'

type Props = { params: Promise<CommunityParams>; searchParams: Promise<Record<string, string | string[] | undefined>> }

// Opening the emailed link only shows a button, since mail scanners open links; its post confirms. A token works once.
export const dynamic = 'force-dynamic'

export const generateMetadata = ({ params }: Props) => communityMetadata(params, (text) => text.communityVerifyTitle)

const OUTCOMES = ['verified', 'invalid', 'failed', 'limited'] as const satisfies readonly VerifyOutcome[]

type View = { kind: 'confirm'; token: string } | { kind: 'resend' } | { kind: VerifyOutcome; minutes?: number }

function viewOf(query: Record<string, string | string[] | undefined>): View {
  const done = queryValue(query.done)
  if ((OUTCOMES as readonly string[]).includes(done ?? '')) {
    const minutes = Number(queryValue(query.minutes))
    return { kind: done as VerifyOutcome, minutes: Number.isInteger(minutes) && minutes > 0 && minutes < 1_000 ? minutes : 1 }
  }
  const token = accountToken(queryValue(query.token))
  if (token) return { kind: 'confirm', token }
  return queryValue(query.resend) === '1' ? { kind: 'resend' } : { kind: 'invalid' }
}

type ResendProps = { locale: Locale; text: CommunityText; accountText: MemberAccountText; heading: boolean }

function ResendForm({ locale, text, accountText, heading }: ResendProps) {
  return (
    <section aria-labelledby={heading ? 'resend-title' : undefined}>
      {heading ? <h2 id="resend-title">{accountText.resendTitle}</h2> : null}
      <p>{accountText.resendIntro}</p>
      <AccountForm
        form="forgotPassword"
        // Without JavaScript the answer comes back on the page that showed this form.
        permalink={heading ? communityHref('verify', locale) : `${communityHref('verify', locale)}?resend=1`}
        action={resendVerificationAction}
        locale={locale}
        labels={{ email: text.communityEmail }}
        submitText={accountText.resendSubmit}
        doneTitle={text.communityCheckEmailTitle}
      />
    </section>
  )
}

export default async function VerifyRoute({ params, searchParams }: Props) {
  const { locale, text, page } = await openCommunityPage(await params, COMMUNITY_PAGES.verify)
  const view = viewOf(await searchParams)
  const accountText = memberAccountText(locale)
  const title = {
    confirm: text.communityVerifyTitle,
    resend: accountText.resendTitle,
    verified: text.communityVerifiedTitle,
    invalid: text.communityVerifyFailedTitle,
    failed: text.communityVerifyTitle,
    limited: text.communityVerifyTitle,
  }[view.kind]
  const loginLink = (
    <a className="block-link block-link--primary" href={communityHref('login', locale)}>
      {text.communityLoginSubmit}
    </a>
  )
  return (
    <CommunityPage
      {...page}
      title={title}
      // Another language keeps the link working.
      search={view.kind === 'confirm' ? `?token=${view.token}` : ''}
    >
      {view.kind === 'confirm' ? (
        <VerifyConfirmForm
          action={verifyEmailAction}
          locale={locale}
          token={view.token}
          body={accountText.verifyConfirmBody}
          submitText={accountText.verifyConfirmSubmit}
        />
      ) : view.kind === 'resend' ? (
        <ResendForm locale={locale} text={text} accountText={accountText} heading={false} />
      ) : (
        <section className="community-done">
          {view.kind === 'verified' ? (
            <>
              <p>{text.communityVerifiedBody}</p>
              <p>{loginLink}</p>
            </>
          ) : view.kind === 'invalid' ? (
            <>
              <p>{text.communityVerifyFailedBody}</p>
              <p className="community-actions">
                {loginLink}
                <a className="block-link block-link--secondary" href={localizeHref(COMMUNITY_SUPPORT_PATH, locale)}>
                  {text.communityContactSupport}
                </a>
              </p>
            </>
          ) : (
            <p role="alert">{view.kind === 'limited' ? tooManyAttemptsText(locale, view.minutes ?? 1) : text.communityErrorRetry}</p>
          )}
        </section>
      )}
      {view.kind === 'invalid' ? <ResendForm locale={locale} text={text} accountText={accountText} heading /> : null}
    </CommunityPage>
  )
}
