import type { CollectionConfig } from 'payload'

import { rowLabel } from '@/cms/admin/row-labels'
import { approvedOwnOrModerator } from '@/cms/access/approved-own-or-moderator'
import { isAdmin } from '@/cms/access/is-admin'
import { isMemberOrModerator } from '@/cms/access/is-member-or-moderator'
import { isModeratorField } from '@/cms/access/is-moderator-field'
import { isModeratorOrOwnerField } from '@/cms/access/is-moderator-or-owner-field'
import { nobodyField } from '@/cms/access/nobody'
import { ownTemplateOrModerator } from '@/cms/access/own-template-or-moderator'
import { readByAuthorOrModerator } from '@/cms/access/read-by-author-or-moderator'
import { hideFromNonModerators } from '@/cms/admin/moderation/access'
import { keepApiOrder, MODERATION_LIST_SORT } from '@/cms/admin/moderation/list-order'
import { LOCALES } from '@/domain/locales'
import {
  BOARD_LINK_STATUSES,
  CAMPAIGN_FIELDS,
  isValidAdminScore,
  MAX_ADMIN_SCORE,
  paragraphLengthError,
  REJECT_REASONS,
  SCORE_TYPES,
  TAG_CATEGORIES,
  TEMPLATE_IMAGE_TYPES,
} from '@/domain/templates/templates'

import { enforceWorkflow } from './hooks/enforce-workflow'
import { fillSubmission } from './hooks/fill-submission'
import { keepAuthorVersion } from './hooks/keep-author-version'
import { limitDailySubmissions } from './hooks/limit-daily-submissions'
import { queueStatusEmail } from './hooks/queue-status-email'
import { trackSubmission } from './hooks/track-submission'
import { requireTerms } from './hooks/require-terms'
import { restrictAuthorEdits } from './hooks/restrict-author-edits'
import { syncImageVisibilityAfterChange, syncImageVisibilityAfterDelete } from './hooks/sync-image-visibility'
import { STATUS_OPTIONS } from './statuses'

type Score = { type?: string | null; value?: number | null }

const moderatorsOnly = { create: isModeratorField, update: isModeratorField }

/**
 * Community templates, reviewed by moderators before going online. Status moves follow domain/templates/templates for
 * the actor, whoever sends them (hooks/enforce-workflow); only admins delete, authors withdraw by moving to Deleted.
 */
export const CommunityTemplates: CollectionConfig = {
  slug: 'community-templates',
  labels: { singular: 'Community template', plural: 'Community templates' },
  admin: {
    useAsTitle: 'title',
    group: 'Community',
    defaultColumns: ['title', 'queue', 'status', 'boardLinkStatus', 'createdAt'],
    listSearchableFields: ['title'],
    // Moderation is for moderators and admins; marketers have no business here.
    hidden: hideFromNonModerators,
    // The queue: tabs per status above the list, pending first.
    components: { beforeListTable: ['/src/cms/admin/moderation/QueueTabs#QueueTabs'] },
  },
  // API callers that name no order still get newest first (keepApiOrder).
  defaultSort: MODERATION_LIST_SORT,
  access: { read: approvedOwnOrModerator, create: isMemberOrModerator, update: ownTemplateOrModerator, delete: isAdmin },
  // A copy would be a second submission of someone else's story, under the copier's name.
  disableDuplicate: true,
  hooks: {
    beforeOperation: [keepApiOrder, limitDailySubmissions],
    // In this order: who and where from, what an author may change (a resubmission changes the status), the terms,
    // the move with its history, then what the move does with a moderator's proposal.
    beforeChange: [fillSubmission, restrictAuthorEdits, requireTerms, enforceWorkflow, keepAuthorVersion],
    afterChange: [syncImageVisibilityAfterChange, queueStatusEmail, trackSubmission],
    afterDelete: [syncImageVisibilityAfterDelete],
  },
  fields: [
    {
      name: 'moderation',
      type: 'ui',
      admin: { components: { Field: '/src/cms/admin/moderation/ModerationPanel#ModerationPanel' }, disableListColumn: true },
    },
    {
      name: 'queue',
      label: 'Author and wait',
      type: 'ui',
      admin: { components: { Field: false, Cell: '/src/cms/admin/moderation/QueueCell#QueueCell' } },
    },
    {
      name: 'statusCode',
      type: 'number',
      index: true,
      access: { create: nobodyField, update: nobodyField },
      admin: { readOnly: true, position: 'sidebar', description: 'The spec’s numeric status, kept by the workflow.' },
    },
    {
      name: 'author',
      type: 'relationship',
      relationTo: 'members',
      index: true,
      // Set by the server from the member who shares the template; nobody changes it afterwards.
      access: { create: nobodyField, update: nobodyField, read: isModeratorOrOwnerField('author') },
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'The community member who shared it.',
        // Name and email as the template keeps them: moderators cannot read member accounts.
        components: { Field: '/src/cms/admin/moderation/AuthorField#AuthorField' },
      },
    },
    {
      // The raw form, behind a disclosure: moderators work from the Moderation section.
      type: 'collapsible',
      label: 'Advanced',
      admin: { initCollapsed: true, description: 'Every field as stored. Moves, reasons and scores are made in the Moderation section above.' },
      fields: [
        { name: 'title', type: 'text', required: true, maxLength: 120 },
        {
          type: 'row',
          fields: [
            {
              name: 'status',
              type: 'select',
              required: true,
              defaultValue: 'pending',
              options: STATUS_OPTIONS,
              admin: { width: '50%', description: 'Moves follow the review workflow; the server refuses any other.' },
            },
            {
              name: 'rejectReason',
              type: 'select',
              defaultValue: 'None',
              options: REJECT_REASONS.map((reason) => ({ value: reason, label: reason })),
              // Review data: the author is told why; visitors have no business with it.
              access: { read: readByAuthorOrModerator, ...moderatorsOnly },
              admin: { width: '50%', description: 'Required to move a template to Changes required; the author is told.' },
            },
          ],
        },
        {
          name: 'rejectionNote',
          label: 'Note to the author',
          type: 'textarea',
          maxLength: 1000,
          // Sent with a rejection beside its reason; the author reads it on their templates page and in the email.
          access: { read: readByAuthorOrModerator, ...moderatorsOnly },
          admin: { description: 'What to change, in your own words: shown to the author with the reason.' },
        },
        { name: 'language', type: 'select', defaultValue: 'en', options: LOCALES.map(({ code, name }) => ({ value: code, label: name })) },
        {
          name: 'paragraphs',
          type: 'array',
          required: true,
          minRows: 1,
          maxRows: 10,
          admin: { components: { RowLabel: rowLabel({ singular: 'Paragraph', fields: ['text'] }) } },
          fields: [
            {
              name: 'text',
              type: 'textarea',
              required: true,
              maxLength: 5000,
              validate: (value: unknown) => paragraphLengthError(value) ?? true,
            },
          ],
        },
        {
          name: 'creator',
          type: 'group',
          // Filled from the member's account when a member shares a template.
          access: moderatorsOnly,
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'name', type: 'text', maxLength: 120, admin: { width: '50%' } },
                // Personal data: visitors see the author's name on an online template, nothing more.
                { name: 'email', type: 'email', access: { read: isModeratorField }, admin: { width: '50%' } },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'platformUserId', type: 'text', maxLength: 40, access: { read: isModeratorField }, admin: { width: '50%' } },
                { name: 'platformAccountId', type: 'text', maxLength: 40, access: { read: isModeratorField }, admin: { width: '50%' } },
              ],
            },
          ],
        },
        {
          name: 'images',
          type: 'array',
          maxRows: 6,
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'type', type: 'select', required: true, options: [...TEMPLATE_IMAGE_TYPES], admin: { width: '30%' } },
                { name: 'image', type: 'upload', relationTo: 'template-images', required: true, admin: { width: '70%' } },
              ],
            },
          ],
        },
        {
          name: 'tags',
          type: 'array',
          maxRows: 30,
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'category',
                  type: 'select',
                  required: true,
                  options: Object.entries(TAG_CATEGORIES).map(([name, code]) => ({ value: String(code), label: name })),
                  admin: { width: '40%' },
                },
                { name: 'value', type: 'text', required: true, maxLength: 60, admin: { width: '60%' } },
              ],
            },
          ],
        },
        {
          name: 'scores',
          type: 'array',
          maxRows: SCORE_TYPES.length,
          access: moderatorsOnly,
          admin: {
            readOnly: true,
            description: 'Admin score, featured and editor’s choice are set in the Moderation section above; the site counts likes, views and uses.',
          },
          validate: (value: unknown) => {
            const scores = (Array.isArray(value) ? value : []) as Score[]
            const admin = scores.find((score) => score.type === 'admin')
            if (admin && !isValidAdminScore(admin.value)) return `The admin score is a whole number from 0 to ${MAX_ADMIN_SCORE}.`
            const types = scores.map((score) => score.type)
            return types.some((type, index) => types.indexOf(type) !== index) ? 'Each score type appears once.' : true
          },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'type', type: 'select', required: true, options: [...SCORE_TYPES], admin: { width: '50%' } },
                { name: 'value', type: 'number', required: true, min: 0, admin: { width: '50%' } },
              ],
            },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'boardId', type: 'text', maxLength: 40, admin: { width: '50%' } },
            {
              name: 'boardLinkStatus',
              type: 'select',
              defaultValue: 'Not Linked',
              options: BOARD_LINK_STATUSES.map((status) => ({ value: status, label: status })),
              access: moderatorsOnly,
              admin: { width: '50%', readOnly: true, description: 'Set in the Moderation section above.' },
            },
          ],
        },
        {
          name: 'campaign',
          type: 'group',
          // A member's come from the attribution cookies of their visit (hooks/fill-submission).
          access: { read: isModeratorField, ...moderatorsOnly },
          admin: { description: 'Where the author came from.' },
          fields: CAMPAIGN_FIELDS.map((name) => (name === 'campaignDate' ? { name, type: 'date' as const } : { name, type: 'text' as const, maxLength: 200 })),
        },
        {
          type: 'row',
          fields: [
            { name: 'termsAccepted', type: 'checkbox', defaultValue: false, admin: { width: '50%' } },
            {
              name: 'termsAcceptedAt',
              type: 'date',
              access: { create: nobodyField, update: nobodyField },
              admin: { width: '50%', readOnly: true, description: 'Noted by the server when the terms are accepted.' },
            },
          ],
        },
        {
          name: 'authorVersion',
          type: 'json',
          // Kept by the server while a moderator's edits await the author (hooks/keep-author-version).
          access: { read: readByAuthorOrModerator, create: nobodyField, update: nobodyField },
          admin: {
            readOnly: true,
            hidden: true,
            description: 'The author’s version while your edits await their approval: put back if they decline or you withdraw.',
          },
        },
        {
          name: 'history',
          type: 'array',
          access: { read: isModeratorField, create: nobodyField, update: nobodyField },
          admin: {
            readOnly: true,
            description: 'Every status move: who (a staff user or the member), when, from, to and why.',
            components: { Field: '/src/cms/admin/moderation/HistoryField#HistoryField' },
          },
          fields: [
            { name: 'fromStatus', type: 'number' },
            { name: 'toStatus', type: 'number', required: true },
            { name: 'by', type: 'relationship', relationTo: ['users', 'members'] },
            { name: 'at', type: 'date', required: true },
            { name: 'rejectReason', type: 'text' },
            { name: 'note', type: 'textarea' },
          ],
        },
      ],
    },
  ],
}
