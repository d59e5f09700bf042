/*
 * Filling placeholders, apart from the texts themselves: browser code that fills a text it was
 * given must not carry every language's texts along.
 */

/** Fills `{name}` placeholders from `values`; a placeholder with no value is left as written. */
export function formatText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : placeholder))
}
