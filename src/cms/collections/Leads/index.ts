import type { CollectionConfig, Field, FieldAccess, RelationshipFieldSingleValidation } from 'payload'

import { isAdmin } from '@/cms/access/is-admin'
import { isContentEditor } from '@/cms/access/is-content-editor'
import { nobody } from '@/cms/access/nobody'
import { exportLeads } from '@/cms/leads/export-leads'
import { COMPANY_SIZES, LEAD_FORMS, SUPPORT_TOPICS } from '@/domain/forms/fields'
import { formText, productOptions } from '@/i18n/form-text'
import { LEAD_FORM_LABELS, LEAD_NOTIFICATION_STATES, LEAD_STATUSES } from '@/domain/forms/leads'
import { DEFAULT_LOCALE, LOCALE_CODES } from '@/domain/locales'
import { isContentEditorRole } from '@/domain/staff/roles'
import { SALES_REGIONS } from '@/domain/forms/sales-regions'

/** What the prospect sent and what the visit told us is evidence: nobody rewrites it afterwards. */
const neverRewritten: FieldAccess = () => false

const submitted = (field: Field): Field => ({ ...field, access: { update: neverRewritten }, admin: { ...field.admin, readOnly: true } }) as Field

/** A lead's owner must be able to read leads: an admin or a marketer. */
const validateOwner: RelationshipFieldSingleValidation = async (value, { req }) => {
  if (value === null || value === undefined) return true
  const id = typeof value === 'object' ? (value as { value?: unknown; id?: unknown }).id : value
  if (typeof id !== 'number' && typeof id !== 'string') return 'Choose a staff member.'
  const user = await req.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, req, disableErrors: true })
  return user && isContentEditorRole(user.roles) ? true : 'The owner must be an admin or a marketer.'
}

/** Stored once per idempotency key by POST /api/forms/{form}; only the site writes leads, only admins delete them (erasure requests). */
export const Leads: CollectionConfig = {
  slug: 'leads',
  labels: { singular: 'Lead', plural: 'Leads' },
  admin: {
    useAsTitle: 'email',
    group: 'Leads',
    defaultColumns: ['createdAt', 'form', 'name', 'email', 'company', 'country', 'status', 'owner'],
    listSearchableFields: ['email', 'name', 'company'],
    description: 'Submissions of the contact-sales, support and CRM forms. Export them to CSV from this list.',
    components: { beforeListTable: ['/src/cms/admin/leads/ExportLeadsButton#ExportLeadsButton'] },
  },
  defaultSort: '-createdAt',
  access: { read: isContentEditor, create: nobody, update: isContentEditor, delete: isAdmin },
  // GET /api/leads/export.csv: the leads as a spreadsheet, for admins and marketers.
  endpoints: [{ path: '/export.csv', method: 'get', handler: exportLeads }],
  fields: [
    {
      type: 'row',
      fields: [
        submitted({
          name: 'form',
          type: 'select',
          required: true,
          index: true,
          options: LEAD_FORMS.map((value) => ({ value, label: LEAD_FORM_LABELS[value] })),
          admin: { width: '50%' },
        }),
        {
          name: 'status',
          type: 'select',
          required: true,
          index: true,
          defaultValue: 'new',
          options: LEAD_STATUSES.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) })),
          admin: { width: '50%', description: 'Where follow-up stands.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'owner',
          type: 'relationship',
          relationTo: 'users',
          index: true,
          filterOptions: { roles: { in: ['admin', 'marketer'] } },
          validate: validateOwner,
          admin: { width: '50%', description: 'The staff member following this lead up.' },
        },
        {
          name: 'notes',
          type: 'textarea',
          maxLength: 5000,
          admin: { width: '50%', description: 'The team’s notes on the follow-up (never shown to the prospect).' },
        },
      ],
    },
    submitted({ name: 'name', type: 'text', required: true, maxLength: 100 }),
    submitted({ name: 'email', type: 'text', required: true, index: true, maxLength: 254 }),
    submitted({ name: 'company', type: 'text', maxLength: 120 }),
    submitted({ name: 'companySize', type: 'select', options: COMPANY_SIZES.map((value) => ({ value, label: value })) }),
    submitted({
      name: 'country',
      type: 'text',
      required: true,
      index: true,
      minLength: 2,
      maxLength: 2,
      admin: { description: 'ISO code the prospect chose.' },
    }),
    submitted({ name: 'phone', type: 'text', maxLength: 16, admin: { description: 'E.164, with the calling code.' } }),
    // Named as the English form names them; the code stays what is stored and exported.
    submitted({ name: 'product', type: 'select', options: productOptions(formText(DEFAULT_LOCALE)) }),
    submitted({ name: 'topic', type: 'select', options: SUPPORT_TOPICS.map((value) => ({ value, label: value })) }),
    submitted({ name: 'message', type: 'textarea', maxLength: 3000 }),
    {
      type: 'collapsible',
      label: 'Visit',
      admin: { initCollapsed: true },
      fields: [
        submitted({ name: 'salesRegion', type: 'select', index: true, options: SALES_REGIONS.map((value) => ({ value, label: value.toUpperCase() })) }),
        submitted({ name: 'locale', type: 'select', required: true, options: LOCALE_CODES.map((value) => ({ value, label: value })) }),
        submitted({ name: 'visitorCountry', type: 'text', maxLength: 2, admin: { description: 'From the edge header, not from the prospect.' } }),
        submitted({ name: 'page', type: 'text', required: true, maxLength: 300, admin: { description: 'The page the form was on.' } }),
        submitted({ name: 'from', type: 'text', maxLength: 40, admin: { description: 'Where contact sales was opened from (header, footer, pricing…).' } }),
        submitted({
          name: 'attribution',
          type: 'json',
          admin: { description: 'The campaign cookies of the visit, and the referral, coupon, use case and industry it carried.' },
        }),
        submitted({ name: 'abTests', type: 'json', admin: { description: 'A/B test → variant the visitor saw.' } }),
      ],
    },
    {
      type: 'collapsible',
      label: 'Follow-up',
      admin: { initCollapsed: true },
      fields: [
        submitted({ name: 'meetings', type: 'json', admin: { description: 'What the scheduling service offered after the submission.' } }),
        submitted({
          name: 'notification',
          type: 'select',
          defaultValue: 'pending',
          options: LEAD_NOTIFICATION_STATES.map((value) => ({ value, label: value })),
          admin: { description: 'The email to the team: skipped when no address or no SMTP server (SMTP_URL) is configured.' },
        }),
      ],
    },
    {
      name: 'idempotencyKey',
      type: 'text',
      required: true,
      unique: true,
      maxLength: 100,
      access: { read: neverRewritten, update: neverRewritten },
      admin: { hidden: true },
    },
  ],
}
