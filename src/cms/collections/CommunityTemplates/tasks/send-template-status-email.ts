import type { TaskConfig } from 'payload'

import { communityTemplateStatusEmail } from '@/cms/email/community-emails'
import { localeOrDefault } from '@/domain/locales'
import { relationId } from '@/domain/templates/authoring'
import { statusEmailKind } from '@/domain/templates/emails'
import { isRejectReason } from '@/domain/templates/templates'

import { STATUS_EMAIL_TASK } from '../hooks/queue-status-email'

type Options = { brandName: string }

/** A template or author gone since is nothing to send; a failing mail server fails the job, and the runner retries. */
export const sendTemplateStatusEmail = ({ brandName }: Options): TaskConfig<typeof STATUS_EMAIL_TASK> => ({
  slug: STATUS_EMAIL_TASK,
  label: 'Email a template’s author about its status',
  // The runner wakes at each retry's time (src/server/jobs/runner.ts): without a delay all retries would be spent at once.
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
      note: template.rejectionNote,
      serverUrl: payload.config.serverURL ?? '',
      brandName,
    })
    if (!email) return { output: { sent: false } }
    await payload.sendEmail({ to: author.email, subject: email.subject, text: email.text, html: email.html })
    return { output: { sent: true } }
  },
})
