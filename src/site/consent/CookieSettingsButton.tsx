'use client'

import { openConsentPreferences } from './events'

/** The footer's “Cookie settings”, on every page in every region: change or withdraw a choice at any time. */
export function CookieSettingsButton({ label }: { label: string }) {
  return (
    <button type="button" className="cookie-settings-button" aria-haspopup="dialog" onClick={openConsentPreferences}>
      {label}
    </button>
  )
}
