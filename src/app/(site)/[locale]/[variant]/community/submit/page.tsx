import { notFound } from 'next/navigation'

import { COMMUNITY_PAGES, COMMUNITY_TERMS_PATH, communityHref } from '@/domain/community-pages'
import { communityText } from '@/i18n/community-text'
import { storiesUserIdCookie } from '@/domain/cookies'
import { LOCALES } from '@/domain/locales'
import { localizeHref } from '@/domain/paths'
import { env } from '@/infrastructure/env'
import { CommunityPage } from '@/site/community/CommunityPage'
import { SubmissionForm } from '@/site/community/SubmissionForm'

import { logoutAction } from '../actions'
import { type CommunityParams, communityChrome, communityMetadata, readCommunityParams, requireMember } from '../session'

type Props = { params: Promise<CommunityParams> }

/*
 * /community/submit: a logged-in member shares a template (anyone else logs in first and comes
 * back). The form sends the images and then the template to the API from the browser; rendered
 * per request and never cached (it names the member).
 */
export const dynamic = 'force-dynamic'

export const generateMetadata = ({ params }: Props) => communityMetadata(params, (text) => text.communitySubmitTitle)

export default async function SubmitRoute({ params }: Props) {
  const request = readCommunityParams(await params)
  if (!request) notFound()
  const { locale } = request
  const member = await requireMember(locale, COMMUNITY_PAGES.submit)
  const text = communityText(locale)
  const { chrome, context } = await communityChrome(request, COMMUNITY_PAGES.submit)
  return (
    <CommunityPage
      chrome={chrome}
      context={context}
      text={text}
      title={text.communitySubmitTitle}
      intro={text.communitySubmitIntro}
      member={member}
      logoutAction={logoutAction}
    >
      <SubmissionForm
        text={text}
        locale={locale}
        languages={LOCALES.map(({ code, nativeName }) => ({ code, label: nativeName }))}
        mode={{ kind: 'create' }}
        member={{ id: member.id, name: member.name }}
        storiesUserIdCookie={storiesUserIdCookie(env().brand.slug)}
        termsHref={localizeHref(COMMUNITY_TERMS_PATH, locale)}
        myTemplatesHref={communityHref('myTemplates', locale)}
        submitHref={communityHref('submit', locale)}
        loginHref={communityHref('login', locale)}
      />
    </CommunityPage>
  )
}
