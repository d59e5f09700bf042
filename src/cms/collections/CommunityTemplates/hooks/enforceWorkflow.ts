import { type CollectionBeforeChangeHook, type PayloadRequest, ValidationError } from 'payload'

import { hasRole } from '@/domain/roles'
import {
  type Actor,
  INITIAL_TEMPLATE_STATUS,
  rejectReasonError,
  termsAcceptanceRequired,
  transitionError,
} from '@/domain/templates'

import { statusCodeOf } from '../statuses'

const actorOf = (req: PayloadRequest): Actor =>
  hasRole(req.user?.roles, 'admin') ? 'admin' : hasRole(req.user?.roles, 'moderator') ? 'moderator' : 'author'

const refuse = (req: PayloadRequest, path: string, message: string) =>
  new ValidationError({ collection: 'community-templates', errors: [{ path, message }], req })

/**
 * The status workflow, enforced on the server whatever the client sends: a move must be
 * in the transition table for the role of the person saving, a rejection needs a reason,
 * and every move is written to the template's history. Seeds may set `context.seeding`.
 */
export const enforceWorkflow: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  const from = operation === 'create' ? undefined : statusCodeOf(originalDoc?.status)
  const to = statusCodeOf(data.status ?? originalDoc?.status) ?? INITIAL_TEMPLATE_STATUS
  const seeding = req.context.seeding === true

  if (!seeding) {
    if (from === undefined && to !== INITIAL_TEMPLATE_STATUS) {
      throw refuse(req, 'status', 'A new template starts as Awaiting approval.')
    }
    if (from !== undefined && from !== to) {
      const problem = transitionError(from, to, actorOf(req))
      if (problem) throw refuse(req, 'status', problem)
    }
    const reasonProblem = rejectReasonError(to, data.rejectReason ?? originalDoc?.rejectReason)
    if (reasonProblem && from !== to) throw refuse(req, 'rejectReason', reasonProblem)
    const createdAt = originalDoc?.createdAt ? new Date(originalDoc.createdAt) : new Date()
    const termsAccepted = data.termsAccepted ?? originalDoc?.termsAccepted
    if (termsAcceptanceRequired(createdAt) && !termsAccepted) {
      throw refuse(req, 'termsAccepted', 'The author must accept the template terms.')
    }
  }

  const history = [...((originalDoc?.history as unknown[]) ?? [])]
  if (from !== to) {
    history.push({
      fromStatus: from ?? null,
      toStatus: to,
      by: req.user?.id ?? null,
      at: new Date().toISOString(),
      rejectReason: data.rejectReason ?? originalDoc?.rejectReason ?? 'None',
    })
  }
  return { ...data, statusCode: to, history }
}
