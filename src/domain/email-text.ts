/**
 * Making values safe for the site's emails: people and the CMS write them, an email header or
 * HTML body must not take them as structure.
 */

/**
 * A value fit for an email header (a subject, an address): no CR, LF or other control character
 * (which would start a header of the sender's choosing), no Unicode line separator, on one line,
 * of bounded length.
 */
export function headerValue(value: string, maxLength = 200): string {
  return value
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maxLength)
}

export function escapeHtml(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;')
}
