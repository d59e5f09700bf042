/**
 * A page path as editors type it: starts with `/`, lowercase segments of letters, digits,
 * `-`, `_` and `.`, no trailing slash (except the home page `/`), no empty or dot segments.
 */
const SEGMENT = /^[a-z0-9][a-z0-9._-]*$/

/** Returns true for a valid page path, or a sentence telling an editor what to fix. */
export function validatePagePath(value: unknown): true | string {
  if (typeof value !== 'string' || value.length === 0) return 'Enter a path such as / or /pricing.'
  if (!value.startsWith('/')) return 'A path starts with a slash, for example /pricing.'
  if (value === '/') return true
  if (value.length > 200) return 'A path has at most 200 characters.'
  if (value.endsWith('/')) return 'Leave out the trailing slash: /pricing, not /pricing/.'
  const bad = value
    .slice(1)
    .split('/')
    .find((segment) => !SEGMENT.test(segment) || /^\.+$/.test(segment))
  if (bad !== undefined) {
    return bad === ''
      ? 'A path cannot contain two slashes in a row.'
      : `"${bad}" is not allowed in a path: use lowercase letters, digits, - and _.`
  }
  return true
}
