import { accountToken, COMMUNITY_PAGES, communityHref, queryValue } from '@/domain/community/pages'
import { formatText } from '@/i18n/format'
import { MEMBER_PASSWORD_MIN_LENGTH } from '@/domain/community/members'
import { AccountForm } from '@/site/community/AccountForm'
import { CommunityPage } from '@/site/community/CommunityPage'

import { resetPasswordAction } from '../actions'
import { openCommunityPage } from '../community-route'
import { type CommunityParams, communityMetadata } from '../session'

type Props = { params: Promise<CommunityParams>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/*
 * /community/reset-password?token=…: the page the password-reset email links to. The token is
 * checked when the new password is sent (it works once, for an hour).
 */
export const dynamic = 'force-dynamic'

export const generateMetadata = ({ params }: Props) => communityMetadata(params, (text) => text.communityResetTitle)

export default async function ResetPasswordRoute({ params, searchParams }: Props) {
  const { locale, text, page } = await openCommunityPage(await params, COMMUNITY_PAGES.resetPassword)
  const token = accountToken(queryValue((await searchParams).token))
  const search = token ? `?token=${token}` : ''
  return (
    <CommunityPage
      {...page}
      title={text.communityResetTitle}
      // Another language keeps the link working.
      search={search}
    >
      {token ? (
        <AccountForm
          form="resetPassword"
          permalink={`${communityHref('resetPassword', locale)}${search}`}
          action={resetPasswordAction}
          locale={locale}
          labels={{ password: text.communityNewPassword }}
          hints={{ password: formatText(text.communityPasswordHint, { min: MEMBER_PASSWORD_MIN_LENGTH }) }}
          submitText={text.communityResetSubmit}
          doneTitle={text.communityResetDoneTitle}
          hidden={{ token }}
        />
      ) : (
        <section className="community-done">
          <p>{text.communityResetInvalid}</p>
          <p>
            <a className="block-link block-link--primary" href={communityHref('forgotPassword', locale)}>
              {text.communityResetAskAgain}
            </a>
          </p>
        </section>
      )}
    </CommunityPage>
  )
}
