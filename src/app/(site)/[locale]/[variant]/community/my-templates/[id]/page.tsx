import { notFound } from 'next/navigation'

import { myTemplateId, myTemplatePath, queryValue } from '@/domain/community/pages'
import { draftTagsOf } from '@/domain/community/submission'
import { doneNoteOf } from '@/domain/community/my-templates'
import { authorMayEditContent } from '@/domain/templates/authoring'
import { TEMPLATE_STATUS } from '@/domain/templates/templates'
import { CommunityPage } from '@/site/community/CommunityPage'
import { MyTemplateView } from '@/site/community/MyTemplateView'
import { ProposalDiff } from '@/site/community/ProposalDiff'
import { SubmissionForm } from '@/site/community/SubmissionForm'

import { templateStatusAction } from '../../actions'
import { openMemberPage, submissionFormProps } from '../../community-route'
import { type CommunityParams, communityMetadata } from '../../session'
import { memberTemplate } from '@/server/content/member-templates'
import { memberAuthorVersion } from './author-version'

type Params = CommunityParams & { id: string }
type Props = { params: Promise<Params>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/*
 * /community/my-templates/{id}: one of the member's templates (the emails about it link here),
 * with what the workflow leaves them to do. Another member's template, a deleted one or a
 * made-up id is a 404. Personal: per request, never cached.
 */
export const dynamic = 'force-dynamic'

export const generateMetadata = ({ params }: Props) => communityMetadata(params, (text) => text.communityMyTemplatesTitle)

export default async function MyTemplateRoute({ params, searchParams }: Props) {
  const { id: segment, ...rest } = await params
  const id = myTemplateId(segment)
  if (id === undefined) notFound()
  const opened = await openMemberPage(rest, myTemplatePath(id))
  const { locale, text, member, page } = opened
  const template = await memberTemplate(member, id)
  if (!template) notFound()
  // A moderator's edits wait for the member: their own version beside the edits, field by field.
  const mine = template.status === TEMPLATE_STATUS.PENDING_USER_TO_APPROVE ? await memberAuthorVersion(member, template) : undefined
  const { tags, teamSize } = draftTagsOf(template.tags)
  const editForm = authorMayEditContent(template.status) ? (
    <SubmissionForm
      {...submissionFormProps(opened)}
      mode={{ kind: 'edit', id: template.id }}
      initial={{
        title: template.title,
        language: template.language,
        paragraphs: template.paragraphs.map((paragraph) => paragraph.text),
        tags,
        teamSize,
        boardLink: template.boardId,
        termsAccepted: template.termsAccepted,
        images: {
          selfie: template.images.selfie && { id: template.images.selfie.id, url: template.images.selfie.thumbnailUrl },
          board: template.images.board && { id: template.images.board.id, url: template.images.board.thumbnailUrl },
        },
      }}
    />
  ) : undefined
  return (
    <CommunityPage {...page} title={template.title}>
      {mine ? <ProposalDiff mine={mine} proposal={template} text={text} /> : null}
      <MyTemplateView
        locale={locale}
        text={text}
        template={template}
        note={doneNoteOf(queryValue((await searchParams).done))}
        statusAction={templateStatusAction}
        editForm={editForm}
      />
    </CommunityPage>
  )
}
