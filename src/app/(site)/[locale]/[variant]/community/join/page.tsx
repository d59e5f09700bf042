import { notFound } from 'next/navigation'

import { COMMUNITY_PAGES, communityHref } from '@/domain/community-pages'
import { communityText } from '@/i18n/community-text'
import { formatText } from '@/i18n/format'
import { MEMBER_PASSWORD_MIN_LENGTH } from '@/domain/template-members'
import { AccountForm } from '@/site/community/AccountForm'
import { CommunityPage } from '@/site/community/CommunityPage'
import { SignedInNote } from '@/site/community/SignedInNote'

import { joinAction, logoutAction } from '../actions'
import { type CommunityParams, communityChrome, communityMetadata, currentMember, readCommunityParams } from '../session'

type Props = { params: Promise<CommunityParams> }

/* /community/join: signing up for a community account. Rendered per request (who is signed in). */
export const dynamic = 'force-dynamic'

export const generateMetadata = ({ params }: Props) => communityMetadata(params, (text) => text.communityJoinTitle)

export default async function JoinRoute({ params }: Props) {
  const request = readCommunityParams(await params)
  if (!request) notFound()
  const { locale } = request
  const text = communityText(locale)
  const [{ chrome, context }, member] = await Promise.all([communityChrome(request, COMMUNITY_PAGES.join), currentMember()])
  return (
    <CommunityPage
      chrome={chrome}
      context={context}
      text={text}
      title={text.communityJoinTitle}
      intro={text.communityJoinIntro}
      member={member}
      logoutAction={logoutAction}
    >
      {member ? (
        <SignedInNote locale={locale} text={text} name={member.name} />
      ) : (
        <AccountForm
          form="join"
          permalink={communityHref('join', locale)}
          action={joinAction}
          locale={locale}
          labels={{ name: text.communityName, email: text.communityEmail, password: text.communityPassword }}
          hints={{ name: text.communityNameHint, password: formatText(text.communityPasswordHint, { min: MEMBER_PASSWORD_MIN_LENGTH }) }}
          submitText={text.communityJoinSubmit}
          doneTitle={text.communityCheckEmailTitle}
        >
          <p className="community-form__more">
            <a href={communityHref('login', locale)}>{text.communityHaveAccount}</a>
          </p>
        </AccountForm>
      )}
    </CommunityPage>
  )
}
