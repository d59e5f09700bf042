import { notFound } from 'next/navigation'

import { COMMUNITY_PAGES, queryValue } from '@/domain/community-pages'
import { doneNoteOf } from '@/domain/community-templates'
import { communityText } from '@/i18n/community-text'
import { CommunityPage } from '@/site/community/CommunityPage'
import { MyTemplatesList } from '@/site/community/MyTemplatesList'

import { logoutAction } from '../actions'
import { type CommunityParams, communityChrome, communityMetadata, readCommunityParams, requireMember } from '../session'
import { memberTemplates } from '@/server/content/member-templates'

type Props = { params: Promise<CommunityParams>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/* /community/my-templates: the member's templates and where each is in the review. Personal: per request, never cached. */
export const dynamic = 'force-dynamic'

export const generateMetadata = ({ params }: Props) => communityMetadata(params, (text) => text.communityMyTemplatesTitle)

export default async function MyTemplatesRoute({ params, searchParams }: Props) {
  const request = readCommunityParams(await params)
  if (!request) notFound()
  const { locale } = request
  const member = await requireMember(locale, COMMUNITY_PAGES.myTemplates)
  const text = communityText(locale)
  const [{ chrome, context }, templates] = await Promise.all([communityChrome(request, COMMUNITY_PAGES.myTemplates), memberTemplates(member)])
  return (
    <CommunityPage
      chrome={chrome}
      context={context}
      text={text}
      title={text.communityMyTemplatesTitle}
      intro={text.communityMyTemplatesIntro}
      member={member}
      logoutAction={logoutAction}
    >
      <MyTemplatesList locale={locale} text={text} templates={templates} note={doneNoteOf(queryValue((await searchParams).done))} />
    </CommunityPage>
  )
}
