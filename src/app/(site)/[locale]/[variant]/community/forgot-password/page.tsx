import { COMMUNITY_PAGES, communityHref } from '@/domain/community/pages'
import { AccountForm } from '@/site/community/AccountForm'
import { CommunityPage } from '@/site/community/CommunityPage'

import { forgotPasswordAction } from '../actions'
import { openCommunityPage } from '../community-route'
import { type CommunityParams, communityMetadata } from '../session'

type Props = { params: Promise<CommunityParams> }

/* /community/forgot-password: a link to choose a new password, by email. */
export const dynamic = 'force-dynamic'

export const generateMetadata = ({ params }: Props) => communityMetadata(params, (text) => text.communityForgotTitle)

export default async function ForgotPasswordRoute({ params }: Props) {
  const { locale, text, page } = await openCommunityPage(await params, COMMUNITY_PAGES.forgotPassword)
  return (
    <CommunityPage {...page} title={text.communityForgotTitle} intro={text.communityForgotIntro}>
      <AccountForm
        form="forgotPassword"
        permalink={communityHref('forgotPassword', locale)}
        action={forgotPasswordAction}
        locale={locale}
        labels={{ email: text.communityEmail }}
        submitText={text.communityForgotSubmit}
        doneTitle={text.communityCheckEmailTitle}
      >
        <p className="community-form__more">
          <a href={communityHref('login', locale)}>{text.communityBackToLogin}</a>
        </p>
      </AccountForm>
    </CommunityPage>
  )
}
