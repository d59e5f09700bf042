import type { CollectionAfterChangeHook } from 'payload'

import { relationId } from '@/domain/template-authoring'
import { statusEmailKind } from '@/domain/template-emails'
import { isApproved } from '@/domain/templates'

import { statusCodeOf } from '../statuses'

/** The job that emails a template's author about a move (see tasks/sendTemplateStatusEmail.ts). */
export const STATUS_EMAIL_TASK = 'sendTemplateStatusEmail'

/**
 * Tells the author when a moderator puts their template online, asks for changes, or asks them
 * to approve edits. The email is queued as a job in the same transaction as the save, so it
 * goes out only once the move is stored (a save that fails sends nothing) and never holds up or
 * fails the save; the job runner sends it, retrying when the mail server fails. Queueing
 * problems are logged and the save goes on.
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
