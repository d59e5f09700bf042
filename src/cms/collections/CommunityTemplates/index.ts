import type { CollectionConfig } from 'payload'

import { approvedOrModerator } from '@/cms/access/approvedOrModerator'
import { isAdmin } from '@/cms/access/isAdmin'
import { isModerator } from '@/cms/access/isModerator'
import { isModeratorField } from '@/cms/access/isModeratorField'
import { LOCALES } from '@/domain/locales'
import {
  BOARD_LINK_STATUSES,
  CAMPAIGN_FIELDS,
  isValidAdminScore,
  MAX_ADMIN_SCORE,
  MIN_PARAGRAPH_WORDS,
  paragraphMeetsMinimum,
  REJECT_REASONS,
  SCORE_TYPES,
  TAG_CATEGORIES,
  TEMPLATE_IMAGE_TYPES,
} from '@/domain/templates'

import { enforceWorkflow } from './hooks/enforceWorkflow'
import { STATUS_OPTIONS } from './statuses'

const nobody = () => false

type Score = { type?: string | null; value?: number | null }

/** Templates shared by the community ("stories"), reviewed by moderators before going online. */
export const CommunityTemplates: CollectionConfig = {
  slug: 'community-templates',
  labels: { singular: 'Community template', plural: 'Community templates' },
  admin: {
    useAsTitle: 'title',
    group: 'Community',
    defaultColumns: ['title', 'status', 'boardLinkStatus', 'updatedAt'],
    listSearchableFields: ['title'],
  },
  access: { read: approvedOrModerator, create: isModerator, update: isModerator, delete: isAdmin },
  hooks: { beforeChange: [enforceWorkflow] },
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
          admin: { width: '50%' },
        },
      ],
    },
    {
      name: 'statusCode',
      type: 'number',
      index: true,
      access: { create: nobody, update: nobody },
      admin: { readOnly: true, position: 'sidebar', description: 'The spec’s numeric status, kept by the workflow.' },
    },
    { name: 'language', type: 'select', defaultValue: 'en', options: LOCALES.map(({ code, name }) => ({ value: code, label: name })) },
    {
      name: 'paragraphs',
      type: 'array',
      minRows: 1,
      maxRows: 10,
      fields: [
        {
          name: 'text',
          type: 'textarea',
          required: true,
          maxLength: 5000,
          validate: (value: unknown) =>
            paragraphMeetsMinimum(value) ? true : `Each paragraph needs at least ${MIN_PARAGRAPH_WORDS} words.`,
        },
      ],
    },
    {
      name: 'creator',
      type: 'group',
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
            { name: 'image', type: 'upload', relationTo: 'media', required: true, admin: { width: '70%' } },
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
          admin: { width: '50%' },
        },
      ],
    },
    {
      name: 'campaign',
      type: 'group',
      access: { read: isModeratorField },
      admin: { description: 'Where the author came from.' },
      fields: CAMPAIGN_FIELDS.map((name) =>
        name === 'campaignDate' ? { name, type: 'date' as const } : { name, type: 'text' as const, maxLength: 200 },
      ),
    },
    {
      type: 'row',
      fields: [
        { name: 'termsAccepted', type: 'checkbox', defaultValue: false, admin: { width: '50%' } },
        { name: 'termsAcceptedAt', type: 'date', admin: { width: '50%' } },
      ],
    },
    {
      name: 'history',
      type: 'array',
      access: { read: isModeratorField, create: nobody, update: nobody },
      admin: { readOnly: true, description: 'Every status move: who, when, from and to.' },
      fields: [
        { name: 'fromStatus', type: 'number' },
        { name: 'toStatus', type: 'number', required: true },
        { name: 'by', type: 'relationship', relationTo: 'users' },
        { name: 'at', type: 'date', required: true },
        { name: 'rejectReason', type: 'text' },
      ],
    },
  ],
}
