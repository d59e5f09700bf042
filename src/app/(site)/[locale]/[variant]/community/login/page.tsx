import { redirect } from 'next/navigation'

import { COMMUNITY_PAGES, communityHref, loginHref, NEXT_PARAM, queryValue, safeNextPath } from '@/domain/community/pages'
import { AccountForm } from '@/site/community/AccountForm'
import { CommunityPage } from '@/site/community/CommunityPage'
import { SignedInNote } from '@/site/community/SignedInNote'

import { loginAction } from '../actions'
import { openCommunityPage } from '../community-route'
import { type CommunityParams, communityMetadata } from '../session'

type Props = { params: Promise<CommunityParams>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/*
 * /community/login?next=…: logging in to the community, then back to `next` (a page of this
 * site only: see safeNextPath). Rendered per request (who is signed in).
 */
export const dynamic = 'force-dynamic'

export const generateMetadata = ({ params }: Props) => communityMetadata(params, (text) => text.communityLoginTitle)

export default async function LoginRoute({ params, searchParams }: Props) {
  const { locale, text, member, page } = await openCommunityPage(await params, COMMUNITY_PAGES.login)
  const query = await searchParams
  const next = safeNextPath(queryValue(query[NEXT_PARAM]), '')
  if (member && next) redirect(next)
  const note = queryValue(query.loggedOut) === '1' ? text.communityLoggedOut : next ? text.communityLoginRequired : undefined
  const search = next ? `?${new URLSearchParams({ [NEXT_PARAM]: next }).toString()}` : ''
  return (
    <CommunityPage {...page} title={text.communityLoginTitle} intro={text.communityLoginIntro} search={search}>
      {member ? (
        <SignedInNote locale={locale} text={text} name={member.name} />
      ) : (
        <AccountForm
          form="login"
          permalink={loginHref(locale, next)}
          action={loginAction}
          locale={locale}
          labels={{ email: text.communityEmail, password: text.communityPassword }}
          submitText={text.communityLoginSubmit}
          hidden={next ? { [NEXT_PARAM]: next } : {}}
          note={note}
        >
          <ul className="community-form__more">
            <li>
              <a href={communityHref('forgotPassword', locale)}>{text.communityForgotLink}</a>
            </li>
            <li>
              <a href={communityHref('join', locale)}>{text.communityNoAccount}</a>
            </li>
          </ul>
        </AccountForm>
      )}
    </CommunityPage>
  )
}
