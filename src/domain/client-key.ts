// Only the server that accepts the connection knows the socket's address, so src/server/cli/serve.ts
// resolves it (resolveClientAddress) and overwrites X-Forwarded-For before Next.js sees the request:
// a client cannot choose its rate-limit key by sending its own header.

export type TrustedProxies = { kind: 'none' } | { kind: 'hops'; count: number } | { kind: 'ranges'; ranges: readonly CidrRange[] }

export type CidrRange = { version: 4 | 6; network: bigint; bits: number }

export function clientKey(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')
  const last = forwarded?.split(',').at(-1)?.trim()
  return last ? last.toLowerCase() : 'unknown'
}

// `1` behind one load balancer, `2` behind a CDN and a load balancer, or addresses and CIDR ranges.
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const text = (value ?? '').trim()
  if (text === '' || text.toLowerCase() === 'none') return { kind: 'none' }
  if (/^\d+$/.test(text)) {
    const count = Number(text)
    if (count > 10) throw new Error('a hop count is at most 10')
    return count === 0 ? { kind: 'none' } : { kind: 'hops', count }
  }
  const ranges = text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const range = parseCidr(item)
      if (!range) throw new Error(`"${item}" is not an IP address or CIDR range`)
      return range
    })
  return { kind: 'ranges', ranges }
}

// Walks X-Forwarded-For from the right (the entry the nearest proxy added) past trusted proxies.
export function resolveClientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | readonly string[] | undefined | null,
  trusted: TrustedProxies,
): string {
  const socket = normaliseAddress(socketAddress ?? '') ?? 'unknown'
  if (trusted.kind === 'none') return socket
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')
  const chain = [
    ...(header as string)
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    socket,
  ]
  if (trusted.kind === 'hops') {
    const entry = chain[Math.max(0, chain.length - 1 - trusted.count)] ?? socket
    return normaliseAddress(entry) ?? socket
  }
  for (let index = chain.length - 1; index >= 0; index--) {
    const address = normaliseAddress(chain[index] ?? '')
    // A malformed entry was not written by a trusted proxy: stop at the last good address.
    if (!address) return normaliseAddress(chain[index + 1] ?? '') ?? socket
    if (index === 0 || !trusted.ranges.some((range) => inRange(address, range))) return address
  }
  return socket
}

// IPv4-mapped IPv6 as IPv4.
export function normaliseAddress(value: string): string | undefined {
  const text = value
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  const candidate = mapped ? mapped[1]! : text
  if (parseIpv4(candidate) !== undefined) return candidate
  if (parseIpv6(candidate) !== undefined) return candidate
  return undefined
}

function parseIpv4(text: string): bigint | undefined {
  const parts = text.split('.')
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)) return undefined
  return parts.reduce((value, part) => (value << 8n) | BigInt(Number(part)), 0n)
}

function parseIpv6(text: string): bigint | undefined {
  if (!/^[0-9a-f:.]+$/.test(text) || text.split('::').length > 2) return undefined
  const [head = '', tail] = text.split('::')
  const groups = (side: string) => (side === '' ? [] : side.split(':'))
  const expand = (list: string[]): string[] | undefined => {
    const last = list.at(-1)
    if (last && last.includes('.')) {
      const v4 = parseIpv4(last)
      if (v4 === undefined) return undefined
      return [...list.slice(0, -1), ((v4 >> 16n) & 0xffffn).toString(16), (v4 & 0xffffn).toString(16)]
    }
    return list
  }
  const left = expand(groups(head))
  const right = tail === undefined ? [] : expand(groups(tail))
  if (!left || !right) return undefined
  const missing = 8 - left.length - right.length
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined
  const all = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right]
  if (!all.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return undefined
  return all.reduce((value, group) => (value << 16n) | BigInt(parseInt(group, 16)), 0n)
}

function parseCidr(text: string): CidrRange | undefined {
  const [address = '', bitsText, extra] = text.split('/')
  if (extra !== undefined) return undefined
  const normalised = normaliseAddress(address)
  if (!normalised) return undefined
  const version = parseIpv4(normalised) !== undefined ? 4 : 6
  const width = version === 4 ? 32 : 128
  const bits = bitsText === undefined ? width : /^\d{1,3}$/.test(bitsText) ? Number(bitsText) : Number.NaN
  if (!(bits >= 0 && bits <= width)) return undefined
  const value = (version === 4 ? parseIpv4(normalised) : parseIpv6(normalised)) as bigint
  return { version, network: mask(value, bits, width), bits }
}

function mask(value: bigint, bits: number, width: number): bigint {
  const shift = BigInt(width - bits)
  return (value >> shift) << shift
}

function inRange(address: string, range: CidrRange): boolean {
  const v4 = parseIpv4(address)
  const value = range.version === 4 ? v4 : v4 === undefined ? parseIpv6(address) : undefined
  if (value === undefined) return false
  return mask(value, range.bits, range.version === 4 ? 32 : 128) === range.network
}
