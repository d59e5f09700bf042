import type { ServerProps } from 'payload'

import { LEAD_FORMS } from '@/domain/forms/fields'
import { LEAD_FORM_LABELS } from '@/domain/forms/leads'
import { isContentEditorRole } from '@/domain/staff/roles'

const BUTTON = 'btn btn--style-secondary btn--size-small'
const ROW = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem' } as const

/** Plain links and a GET form: no client code, and the admin's session cookie authorises the download. */
export function ExportLeadsButton({ user, payload }: ServerProps) {
  if (!isContentEditorRole(user?.roles)) return null
  const href = `${payload.config.routes.api}/leads/export.csv`
  return (
    <div style={{ ...ROW, marginBottom: '1.5rem' }}>
      <div style={ROW}>
        <span>Export to CSV:</span>
        <a className={BUTTON} href={href} download>
          All leads
        </a>
        {LEAD_FORMS.map((form) => (
          <a key={form} className={BUTTON} href={`${href}?form=${form}`} download>
            {LEAD_FORM_LABELS[form]}
          </a>
        ))}
      </div>
      <form method="get" action={href} style={ROW}>
        <label>
          From <input type="date" name="since" />
        </label>
        <label>
          until <input type="date" name="until" />
        </label>
        <select name="form" defaultValue="" aria-label="Form">
          <option value="">All forms</option>
          {LEAD_FORMS.map((form) => (
            <option key={form} value={form}>
              {LEAD_FORM_LABELS[form]}
            </option>
          ))}
        </select>
        <button type="submit" className={BUTTON}>
          Export period
        </button>
      </form>
    </div>
  )
}
