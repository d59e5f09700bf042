import { COMMUNITY_PAGES, queryValue } from '@/domain/community/pages'
import { doneNoteOf } from '@/domain/community/my-templates'
import { CommunityPage } from '@/site/community/CommunityPage'
import { MyTemplatesList } from '@/site/community/MyTemplatesList'

import { openMemberPage } from '../community-route'
import { type CommunityParams, communityMetadata } from '../session'
import { memberTemplates } from '@/server/content/member-templates'

type Props = { params: Promise<CommunityParams>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/* /community/my-templates: the member's templates and where each is in the review. Personal: per request, never cached. */
export const dynamic = 'force-dynamic'

export const generateMetadata = ({ params }: Props) => communityMetadata(params, (text) => text.communityMyTemplatesTitle)

export default async function MyTemplatesRoute({ params, searchParams }: Props) {
  const { locale, text, member, page } = await openMemberPage(await params, COMMUNITY_PAGES.myTemplates)
  const templates = await memberTemplates(member)
  return (
    <CommunityPage {...page} title={text.communityMyTemplatesTitle} intro={text.communityMyTemplatesIntro}>
      <MyTemplatesList locale={locale} text={text} templates={templates} note={doneNoteOf(queryValue((await searchParams).done))} />
    </CommunityPage>
  )
}
