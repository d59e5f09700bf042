import type { CollectionAfterChangeHook } from 'payload'

import { relationId } from '@/domain/templates/authoring'
import { statusEmailKind } from '@/domain/templates/emails'
import { isApproved } from '@/domain/templates/templates'

import { statusCodeOf } from '../statuses'

/** The job that emails a template's author about a move (see tasks/send-template-status-email.ts). */
export const STATUS_EMAIL_TASK = 'sendTemplateStatusEmail'

/**
 * Queued in the save's transaction, so it goes out only once the move is stored and never fails the save;
 * the job runner sends it and retries.
 */
export const queueStatusEmail: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (req.context.seeding === true || operation !== 'update') return doc
  const from = statusCodeOf(previousDoc?.status)
  const to = statusCodeOf(doc.status)
  if (to === undefined || from === to || relationId(doc.author) === undefined) return doc
  const kind = statusEmailKind(to)
  // Approved ↔ approved as paid keeps it online: the author already heard.
  if (!kind || (kind === 'online' && from !== undefined && isApproved(from))) return doc
  try {
    await req.payload.jobs.queue({
      task: STATUS_EMAIL_TASK,
      input: { template: doc.id, toStatus: to, rejectReason: doc.rejectReason ?? 'None' },
      req,
    })
  } catch (error) {
    req.payload.logger.error({ err: error, msg: `Could not queue the status email of community template ${doc.id}` })
  }
  return doc
}
