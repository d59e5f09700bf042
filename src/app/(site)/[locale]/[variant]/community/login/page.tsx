import { notFound, redirect } from 'next/navigation'

import { COMMUNITY_PAGES, communityHref, loginHref, NEXT_PARAM, queryValue, safeNextPath } from '@/domain/community-pages'
import { communityText } from '@/i18n/community-text'
import { AccountForm } from '@/site/community/AccountForm'
import { CommunityPage } from '@/site/community/CommunityPage'
import { SignedInNote } from '@/site/community/SignedInNote'

import { loginAction, logoutAction } from '../actions'
import { type CommunityParams, communityChrome, communityMetadata, currentMember, readCommunityParams } from '../session'

type Props = { params: Promise<CommunityParams>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/*
 * /community/login?next=…: logging in to the community, then back to `next` (a page of this
 * site only: see safeNextPath). Rendered per request (who is signed in).
 */
export const dynamic = 'force-dynamic'

export const generateMetadata = ({ params }: Props) => communityMetadata(params, (text) => text.communityLoginTitle)

export default async function LoginRoute({ params, searchParams }: Props) {
  const request = readCommunityParams(await params)
  if (!request) notFound()
  const { locale } = request
  const query = await searchParams
  const next = safeNextPath(queryValue(query[NEXT_PARAM]), '')
  const member = await currentMember()
  if (member && next) redirect(next)
  const text = communityText(locale)
  const { chrome, context } = await communityChrome(request, COMMUNITY_PAGES.login)
  const note = queryValue(query.loggedOut) === '1' ? text.communityLoggedOut : next ? text.communityLoginRequired : undefined
  const search = next ? `?${new URLSearchParams({ [NEXT_PARAM]: next }).toString()}` : ''
  return (
    <CommunityPage
      chrome={chrome}
      context={context}
      text={text}
      title={text.communityLoginTitle}
      intro={text.communityLoginIntro}
      member={member}
      logoutAction={logoutAction}
      search={search}
    >
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
