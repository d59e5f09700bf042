import { notFound } from 'next/navigation'

import { COMMUNITY_PAGES, communityHref } from '@/domain/community-pages'
import { communityText } from '@/i18n/community-text'
import { AccountForm } from '@/site/community/AccountForm'
import { CommunityPage } from '@/site/community/CommunityPage'

import { forgotPasswordAction, logoutAction } from '../actions'
import { type CommunityParams, communityChrome, communityMetadata, currentMember, readCommunityParams } from '../session'

type Props = { params: Promise<CommunityParams> }

/* /community/forgot-password: a link to choose a new password, by email. */
export const dynamic = 'force-dynamic'

export const generateMetadata = ({ params }: Props) => communityMetadata(params, (text) => text.communityForgotTitle)

export default async function ForgotPasswordRoute({ params }: Props) {
  const request = readCommunityParams(await params)
  if (!request) notFound()
  const { locale } = request
  const text = communityText(locale)
  const [{ chrome, context }, member] = await Promise.all([communityChrome(request, COMMUNITY_PAGES.forgotPassword), currentMember()])
  return (
    <CommunityPage
      chrome={chrome}
      context={context}
      text={text}
      title={text.communityForgotTitle}
      intro={text.communityForgotIntro}
      member={member}
      logoutAction={logoutAction}
    >
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
