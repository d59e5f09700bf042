/** Asks the consent manager to open the preferences panel (the footer's “Cookie settings”). */
export const OPEN_CONSENT_PREFERENCES_EVENT = 'orbit:open-consent-preferences'

export function openConsentPreferences(): void {
  window.dispatchEvent(new Event(OPEN_CONSENT_PREFERENCES_EVENT))
}
