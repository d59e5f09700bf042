/** Where the lead forms learn the visitor's country (src/app/(payload)/api/visitor-country). */
export const VISITOR_COUNTRY_ENDPOINT = '/api/visitor-country'

/** The visitor's country code (the site settings' default when the edge names none), or undefined when it cannot be asked: the form then just has no pre-selection. */
export async function fetchVisitorCountry(): Promise<string | undefined> {
  try {
    const response = await fetch(VISITOR_COUNTRY_ENDPOINT, { headers: { Accept: 'application/json' } })
    if (!response.ok) return undefined
    const { country } = (await response.json()) as { country?: unknown }
    return typeof country === 'string' ? country : undefined
  } catch {
    return undefined
  }
}
