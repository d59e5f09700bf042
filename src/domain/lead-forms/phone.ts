/**
 * Phone numbers as prospects type them, next to the selected country's calling code. Stored
 * in E.164 form (`+` and up to 15 digits) so sales can dial them from anywhere.
 */

/** What a person may type: digits and the usual separators, optionally a leading `+`. */
const TYPED_PHONE = /^\+?[0-9\s().\-/]+$/

const MIN_DIGITS = 6 // the shortest national numbers (e.g. some Pacific islands) have 5–6
const MAX_DIGITS = 15 // E.164

/**
 * The E.164 form of `typed` for a country whose calling code is `prefix` (`+972`), or undefined
 * when it cannot be a phone number. A number typed with its own `+` keeps its own code; a
 * national number loses its trunk `0` (054… in Israel, 07… in the UK) before the prefix.
 */
export function internationalPhoneNumber(typed: string, prefix: string): string | undefined {
  const trimmed = typed.trim()
  if (!TYPED_PHONE.test(trimmed)) return undefined
  const digits = trimmed.replace(/\D/g, '')
  if (trimmed.startsWith('+')) return withinE164(digits)
  // 00 is the international call prefix in most of the world: 00972… means +972….
  if (digits.startsWith('00')) return withinE164(digits.slice(2))
  const code = prefix.replace(/\D/g, '')
  if (code === '') return undefined
  const national = digits.replace(/^0/, '')
  return national.length < MIN_DIGITS ? undefined : withinE164(code + national)
}

function withinE164(digits: string): string | undefined {
  return digits.length >= MIN_DIGITS + 1 && digits.length <= MAX_DIGITS ? `+${digits}` : undefined
}
