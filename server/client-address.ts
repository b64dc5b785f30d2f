import { isIP } from 'node:net'
import type { Context } from 'hono'
import proxyaddr from 'proxy-addr'

/** The address at the other end of the connection (undefined for requests made in-process). */
export function peerAddress(c: Context): string | undefined {
  return (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress
}

/** Whether an address (at a hop counted from this server) is a proxy we trust to report the client. */
export type TrustedProxies = (address: string, hop: number) => boolean

/**
 * The configured proxies: TRUST_PROXY=1 means one on this machine (Caddy in `deploy/`); otherwise
 * a comma-separated list of addresses, CIDR ranges or proxy-addr's names (loopback, linklocal,
 * uniquelocal). Throws on anything else, so a typo stops the server at start.
 */
export function trustedProxies(setting: string | undefined): TrustedProxies {
  if (!setting || setting === '0') return () => false
  const list = setting === '1' ? ['loopback'] : setting.split(',').map((entry) => entry.trim())
  return proxyaddr.compile(list)
}

/** An address as written on the wire: IPv4-mapped IPv6 (::ffff:203.0.113.5) is the IPv4 address. */
function plain(address: string): string {
  return address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1')
}

/**
 * The client's address. X-Forwarded-For is read from the right, hop by hop, only as far as the
 * addresses are trusted proxies: the first untrusted one is the client. The leftmost entry, which
 * the client itself may have written, counts only when every hop after it is trusted. Something
 * that is not an IP address is never taken; then the nearest trusted hop stands for the client.
 * Requests made in-process (tests) come from this machine.
 */
export function clientAddress(peer: string | undefined, forwardedFor: string | undefined, trust: TrustedProxies): string {
  const socketAddress = plain(peer ?? '127.0.0.1')
  const chain = proxyaddr.all({
    connection: { remoteAddress: socketAddress },
    headers: { 'x-forwarded-for': forwardedFor },
  } as never)
  let nearestTrusted = socketAddress
  for (const [hop, address] of chain.entries()) {
    if (!isIP(plain(address))) return nearestTrusted
    if (!trust(address, hop)) return plain(address)
    nearestTrusted = plain(address)
  }
  return nearestTrusted
}

/** Whether the request came through a trusted proxy, so that its X-Forwarded-Proto may be believed. */
export function fromTrustedProxy(peer: string | undefined, trust: TrustedProxies): boolean {
  return trust(plain(peer ?? '127.0.0.1'), 0)
}

/**
 * The key per-address limits count by. One IPv6 subscriber usually holds a whole /64 and can pick
 * a new address in it for every request, so IPv6 addresses count by their /64 prefix.
 */
export function addressKey(address: string): string {
  if (isIP(address) !== 6) return address
  const [head = '', tail = ''] = address.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || '0', 16).toString(16))
    .join(':')}::/64`
}
