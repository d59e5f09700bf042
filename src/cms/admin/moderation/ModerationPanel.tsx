import type { UIFieldServerProps } from 'payload'

import { statusCodeOf } from '@/cms/collections/CommunityTemplates/statuses'
import { keptAuthorVersion } from '@/domain/templates/authoring'
import { BOARD_LINK_STATUSES, REJECT_REASONS, TEMPLATE_STATUS } from '@/domain/templates/templates'
import type { CommunityTemplate } from '@/payload-types'

import { moderatorOf } from './access'
import { moderationActions, statusLabel } from './actions'
import { AuthorVersionNote } from './AuthorVersionNote'
import { ModerationActions } from './ModerationActions'
import { ModerationScores } from './ModerationScores'
import { moderatorScoresOf } from './scores'
import { TemplateReview } from './TemplateReview'

const muted = { color: 'var(--theme-elevation-600)' } as const
const panel = {
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 4,
  padding: '1rem 1.25rem',
  margin: '0 0 2rem',
  background: 'var(--theme-elevation-0)',
} as const

const NEXT_STEP: Partial<Record<number, string>> = {
  [TEMPLATE_STATUS.PENDING]: 'Review it: approve it, ask for changes, send your edits for the author’s approval, or mark it as a duplicate.',
  [TEMPLATE_STATUS.PENDING_USER_TO_APPROVE]: 'The author has been asked to approve your edits.',
  [TEMPLATE_STATUS.REJECTED]: 'The author has been asked for changes; their next edit resubmits it.',
  [TEMPLATE_STATUS.REJECTED_BY_USER]: 'The author declined your edits: decide again.',
}

/** For moderators and admins only; rendered from the saved template with the viewer's own access. */
export async function ModerationPanel({ id, req }: UIFieldServerProps) {
  const actor = moderatorOf(req.user)
  if (!actor || id === undefined || id === null) return null

  const template = (await req.payload.findByID({
    collection: 'community-templates',
    id,
    depth: 1,
    overrideAccess: false,
    user: req.user,
    disableErrors: true,
  })) as CommunityTemplate | null
  if (!template) return null

  const from = template.statusCode ?? statusCodeOf(template.status) ?? TEMPLATE_STATUS.PENDING
  const kept = from === TEMPLATE_STATUS.PENDING_USER_TO_APPROVE ? keptAuthorVersion(template.authorVersion) : undefined
  const address = { apiRoute: req.payload.config.routes.api, id: template.id }
  const noActions =
    from === TEMPLATE_STATUS.DELETED ? 'Deleted. Only an admin can restore it.' : 'There is no move from here for you: the next one is the author’s.'

  return (
    <section aria-labelledby="moderation-heading" style={panel} className="orbit-moderation">
      <h2 id="moderation-heading" style={{ marginTop: 0 }}>
        Moderation
      </h2>
      <p style={{ margin: '0 0 0.25rem' }}>
        Status: <strong data-testid="moderation-status">{statusLabel(from)}</strong>
        {from === TEMPLATE_STATUS.REJECTED && template.rejectReason && template.rejectReason !== 'None' ? <> · reason: {template.rejectReason}</> : null}
      </p>
      {from === TEMPLATE_STATUS.REJECTED && template.rejectionNote ? (
        <p style={{ ...muted, marginTop: 0 }} data-testid="moderation-note">
          Note to the author: “{template.rejectionNote}”
        </p>
      ) : null}
      {NEXT_STEP[from] ? <p style={{ ...muted, marginTop: 0 }}>{NEXT_STEP[from]}</p> : null}
      {kept ? <AuthorVersionNote kept={kept} template={template} /> : null}

      <ModerationActions
        address={address}
        adminRoute={req.payload.config.routes.admin}
        createdAt={template.createdAt}
        from={template.status}
        actions={moderationActions(from, actor)}
        rejectReasons={REJECT_REASONS.filter((reason) => reason !== 'None')}
        noActions={noActions}
      />

      <hr style={{ margin: '1.25rem 0' }} />
      <TemplateReview template={template} />

      <hr style={{ margin: '1.25rem 0' }} />
      <section aria-labelledby="moderation-scores">
        <h3 id="moderation-scores">Scores and board link</h3>
        <ModerationScores
          address={address}
          scores={moderatorScoresOf(template.scores)}
          boardLinkStatus={template.boardLinkStatus ?? 'Not Linked'}
          boardLinkStatuses={BOARD_LINK_STATUSES}
        />
      </section>
    </section>
  )
}
