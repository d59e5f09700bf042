import { COMMUNITY_PAGES } from '@/domain/community/pages'
import { CommunityPage } from '@/site/community/CommunityPage'
import { SubmissionForm } from '@/site/community/SubmissionForm'

import { openMemberPage, submissionFormProps } from '../community-route'
import { type CommunityParams, communityMetadata } from '../session'

type Props = { params: Promise<CommunityParams> }

/*
 * /community/submit: a logged-in member shares a template (anyone else logs in first and comes
 * back). The form sends the images and then the template to the API from the browser; rendered
 * per request and never cached (it names the member).
 */
export const dynamic = 'force-dynamic'

export const generateMetadata = ({ params }: Props) => communityMetadata(params, (text) => text.communitySubmitTitle)

export default async function SubmitRoute({ params }: Props) {
  const opened = await openMemberPage(await params, COMMUNITY_PAGES.submit)
  const { text, page } = opened
  return (
    <CommunityPage {...page} title={text.communitySubmitTitle} intro={text.communitySubmitIntro}>
      <SubmissionForm {...submissionFormProps(opened)} mode={{ kind: 'create' }} />
    </CommunityPage>
  )
}
