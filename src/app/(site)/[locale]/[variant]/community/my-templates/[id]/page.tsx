import { notFound } from 'next/navigation'

import { COMMUNITY_TERMS_PATH, communityHref, myTemplateId, myTemplatePath, queryValue } from '@/domain/community-pages'
import { draftTagsOf } from '@/domain/community-submission'
import { doneNoteOf } from '@/domain/community-templates'
import { communityText } from '@/i18n/community-text'
import { storiesUserIdCookie } from '@/domain/cookies'
import { LOCALES } from '@/domain/locales'
import { localizeHref } from '@/domain/paths'
import { authorMayEditContent } from '@/domain/template-authoring'
import { TEMPLATE_STATUS } from '@/domain/templates'
import { env } from '@/infrastructure/env'
import { CommunityPage } from '@/site/community/CommunityPage'
import { MyTemplateView } from '@/site/community/MyTemplateView'
import { ProposalDiff } from '@/site/community/ProposalDiff'
import { SubmissionForm } from '@/site/community/SubmissionForm'

import { logoutAction, templateStatusAction } from '../../actions'
import { type CommunityParams, communityChrome, communityMetadata, readCommunityParams, requireMember } from '../../session'
import { memberTemplate } from '@/server/content/member-templates'
import { memberAuthorVersion } from './authorVersion'

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
  const request = readCommunityParams(rest)
  const id = myTemplateId(segment)
  if (!request || id === undefined) notFound()
  const { locale } = request
  const path = myTemplatePath(id)
  const member = await requireMember(locale, path)
  const template = await memberTemplate(member, id)
  if (!template) notFound()
  const text = communityText(locale)
  const { chrome, context } = await communityChrome(request, path)
  // A moderator's edits wait for the member: their own version beside the edits, field by field.
  const mine = template.status === TEMPLATE_STATUS.PENDING_USER_TO_APPROVE ? await memberAuthorVersion(member, template) : undefined
  const { tags, teamSize } = draftTagsOf(template.tags)
  const editForm = authorMayEditContent(template.status) ? (
    <SubmissionForm
      text={text}
      locale={locale}
      languages={LOCALES.map(({ code, nativeName }) => ({ code, label: nativeName }))}
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
      member={{ id: member.id, name: member.name }}
      storiesUserIdCookie={storiesUserIdCookie(env().brand.slug)}
      termsHref={localizeHref(COMMUNITY_TERMS_PATH, locale)}
      myTemplatesHref={communityHref('myTemplates', locale)}
      submitHref={communityHref('submit', locale)}
      loginHref={communityHref('login', locale)}
    />
  ) : undefined
  return (
    <CommunityPage chrome={chrome} context={context} text={text} title={template.title} member={member} logoutAction={logoutAction}>
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
