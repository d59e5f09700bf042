import { COMMUNITY_PAGES, communityHref } from '@/domain/community/pages'
import { formatText } from '@/i18n/format'
import { MEMBER_PASSWORD_MIN_LENGTH } from '@/domain/community/members'
import { AccountForm } from '@/site/community/AccountForm'
import { CommunityPage } from '@/site/community/CommunityPage'
import { SignedInNote } from '@/site/community/SignedInNote'

import { joinAction } from '../actions'
import { openCommunityPage } from '../community-route'
import { type CommunityParams, communityMetadata } from '../session'

type Props = { params: Promise<CommunityParams> }

/* /community/join: signing up for a community account. Rendered per request (who is signed in). */
export const dynamic = 'force-dynamic'

export const generateMetadata = ({ params }: Props) => communityMetadata(params, (text) => text.communityJoinTitle)

export default async function JoinRoute({ params }: Props) {
  const { locale, text, member, page } = await openCommunityPage(await params, COMMUNITY_PAGES.join)
  return (
    <CommunityPage {...page} title={text.communityJoinTitle} intro={text.communityJoinIntro}>
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
