import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { memberId, staffRoles } from '@/cms/access/accounts'
import { hasRole } from '@/domain/staff/roles'
import { relationId } from '@/domain/templates/authoring'
import { type Actor, INITIAL_TEMPLATE_STATUS, rejectReasonError, rejectReasonRequired, transitionError } from '@/domain/templates/templates'

import { statusCodeOf } from '../statuses'
import { refuse } from './refuse'

/** An admin, a moderator or the template's author; anyone else is no actor of the workflow. */
function actorOf(req: PayloadRequest, author: unknown, creating: boolean): Actor | undefined {
  const roles = staffRoles(req.user)
  if (hasRole(roles, 'admin')) return 'admin'
  if (hasRole(roles, 'moderator')) return 'moderator'
  const member = memberId(req.user)
  if (member !== undefined && (creating || relationId(author) === member)) return 'author'
  return undefined
}

/**
 * The status workflow, enforced on the server whatever the client sends: new templates start pending, moves follow the
 * transition table for the saver's role, a rejection needs a reason, and each move goes to the history. Seeds set `context.seeding`.
 */
export const enforceWorkflow: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  const creating = operation === 'create'
  const from = creating ? undefined : statusCodeOf(originalDoc?.status)
  const to = statusCodeOf(data.status ?? originalDoc?.status) ?? INITIAL_TEMPLATE_STATUS

  if (req.context.seeding !== true) {
    if (from === undefined && to !== INITIAL_TEMPLATE_STATUS) {
      throw refuse(req, 'status', 'A new template starts as Awaiting approval.')
    }
    if (from !== undefined && from !== to) {
      const actor = actorOf(req, originalDoc?.author, creating)
      if (!actor) throw refuse(req, 'status', 'Only the template’s author or a moderator can change its status.')
      const problem = transitionError(from, to, actor)
      if (problem) throw refuse(req, 'status', problem)
      const reasonProblem = rejectReasonError(to, data.rejectReason ?? originalDoc?.rejectReason)
      if (reasonProblem) throw refuse(req, 'rejectReason', reasonProblem)
    }
  }

  const history = [...((originalDoc?.history as unknown[]) ?? [])]
  if (from !== to) {
    history.push({
      fromStatus: from ?? null,
      toStatus: to,
      by: req.user ? { relationTo: req.user.collection, value: req.user.id } : null,
      at: new Date().toISOString(),
      // The reason belongs to a rejection; other moves keep none, so an old reason is not repeated.
      rejectReason: rejectReasonRequired(to) ? (data.rejectReason ?? originalDoc?.rejectReason ?? 'None') : 'None',
      // The moderator's note to the author, with a rejection only.
      note: rejectReasonRequired(to) ? (data.rejectionNote ?? originalDoc?.rejectionNote ?? null) : null,
    })
  }
  return { ...data, statusCode: to, history }
}
