// Stored in E.164 so sales can dial them from anywhere.

const TYPED_PHONE = /^\+?[0-9\s().\-/]+$/

const MIN_DIGITS = 6 // the shortest national numbers (e.g. some Pacific islands) have 5–6
const MAX_DIGITS = 15 // E.164

// A number typed with its own `+` keeps its code; a national number loses its trunk `0` (054… in Israel).
export function internationalPhoneNumber(typed: string, prefix: string): string | undefined {
  const trimmed = typed.trim()
  if (!TYPED_PHONE.test(trimmed)) return undefined
  const digits = trimmed.replace(/\D/g, '')
  if (trimmed.startsWith('+')) return withinE164(digits)
  // 00 is the international call prefix in most of the world.
  if (digits.startsWith('00')) return withinE164(digits.slice(2))
  const code = prefix.replace(/\D/g, '')
  if (code === '') return undefined
  const national = digits.replace(/^0/, '')
  return national.length < MIN_DIGITS ? undefined : withinE164(code + national)
}

function withinE164(digits: string): string | undefined {
  return digits.length >= MIN_DIGITS + 1 && digits.length <= MAX_DIGITS ? `+${digits}` : undefined
}
