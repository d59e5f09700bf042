import type { TaskConfig } from 'payload'

import { communityTemplateStatusEmail } from '@/cms/email/community-emails'
import { localeOrDefault } from '@/domain/locales'
import { relationId } from '@/domain/template-authoring'
import { statusEmailKind } from '@/domain/template-emails'
import { isRejectReason } from '@/domain/templates'

import { STATUS_EMAIL_TASK } from '../hooks/queueStatusEmail'

type Options = { brandName: string }

/**
 * Emails a template's author, in their language, about a move a moderator made (queued by
 * hooks/queueStatusEmail). A template or author gone since is nothing to send; a mail server
 * that fails makes the job fail, and the runner tries again.
 */
export const sendTemplateStatusEmail = ({ brandName }: Options): TaskConfig<typeof STATUS_EMAIL_TASK> => ({
  slug: STATUS_EMAIL_TASK,
  label: 'Email a template’s author about its status',
  // A mail server that is down gets a minute, then two, then four to come back: the runner wakes
  // at each retry's time (src/server/jobs/runner.ts), so retries without a delay would all be spent at once.
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
  inputSchema: [
    { name: 'template', type: 'number', required: true },
    { name: 'toStatus', type: 'number', required: true },
    { name: 'rejectReason', type: 'text' },
  ],
  outputSchema: [{ name: 'sent', type: 'checkbox', required: true }],
  handler: async ({ input, req }) => {
    const { payload } = req
    const kind = statusEmailKind(input.toStatus)
    const template = await payload.findByID({
      collection: 'community-templates',
      id: input.template,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    const authorId = relationId(template?.author)
    if (!kind || !template || authorId === undefined) return { output: { sent: false } }
    const author = await payload.findByID({ collection: 'members', id: authorId, depth: 0, overrideAccess: true, disableErrors: true, req })
    if (!author) return { output: { sent: false } }

    const email = communityTemplateStatusEmail({
      locale: localeOrDefault(author.locale),
      toStatus: input.toStatus,
      templateId: template.id,
      title: template.title,
      name: author.name,
      rejectReason: isRejectReason(input.rejectReason) ? input.rejectReason : 'None',
      // The note as the template keeps it now (set with the rejection).
      note: template.rejectionNote,
      serverUrl: payload.config.serverURL ?? '',
      brandName,
    })
    if (!email) return { output: { sent: false } }
    await payload.sendEmail({ to: author.email, subject: email.subject, text: email.text, html: email.html })
    return { output: { sent: true } }
  },
})
