import type { CollectionConfig, Field, FieldAccess } from 'payload'

import { isAdmin } from '@/cms/access/isAdmin'
import { isContentEditor } from '@/cms/access/isContentEditor'
import { nobody } from '@/cms/access/nobody'
import { exportLeads } from '@/cms/leads/exportLeads'
import { COMPANY_SIZES, LEAD_FORMS, PRODUCT_INTERESTS, SUPPORT_TOPICS } from '@/domain/lead-forms/fields'
import { LEAD_FORM_LABELS, LEAD_NOTIFICATION_STATES, LEAD_STATUSES } from '@/domain/leads'
import { LOCALE_CODES } from '@/domain/locales'
import { SALES_REGIONS } from '@/domain/sales-regions'

/** What the prospect sent and what the visit told us is evidence: nobody rewrites it afterwards. */
const neverRewritten: FieldAccess = () => false

/** A field kept as it was submitted: shown, filterable, never edited. */
const submitted = (field: Field): Field =>
  ({ ...field, access: { update: neverRewritten }, admin: { ...field.admin, readOnly: true } }) as Field

/**
 * Every submission of the site's lead forms (contact sales, support, CRM), stored once per
 * idempotency key by POST /api/forms/{form}. Admins and marketers read and follow them up;
 * only the site writes them; only admins delete them (a prospect's erasure request).
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  labels: { singular: 'Lead', plural: 'Leads' },
  admin: {
    useAsTitle: 'email',
    group: 'Leads',
    defaultColumns: ['createdAt', 'form', 'name', 'email', 'company', 'country', 'status'],
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
    submitted({ name: 'name', type: 'text', required: true, maxLength: 100 }),
    submitted({ name: 'email', type: 'text', required: true, index: true, maxLength: 254 }),
    submitted({ name: 'company', type: 'text', maxLength: 120 }),
    submitted({ name: 'companySize', type: 'select', options: COMPANY_SIZES.map((value) => ({ value, label: value })) }),
    submitted({ name: 'country', type: 'text', required: true, index: true, minLength: 2, maxLength: 2, admin: { description: 'ISO code the prospect chose.' } }),
    submitted({ name: 'phone', type: 'text', maxLength: 16, admin: { description: 'E.164, with the calling code.' } }),
    submitted({ name: 'product', type: 'select', options: PRODUCT_INTERESTS.map((value) => ({ value, label: value })) }),
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
        submitted({ name: 'attribution', type: 'json', admin: { description: 'The campaign cookies of the visit.' } }),
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
