// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { addressKey, clientAddress, fromTrustedProxy, trustedProxies } from './client-address'

describe('the client address', () => {
  const local = trustedProxies('1')

  it('ignores X-Forwarded-For unless the request came from a trusted proxy', () => {
    expect(clientAddress('198.51.100.7', '203.0.113.5', local)).toBe('198.51.100.7')
    expect(clientAddress('198.51.100.7', '203.0.113.5', trustedProxies('0'))).toBe('198.51.100.7')
  })

  it('takes the first untrusted hop from the right, never what the client wrote in front of it', () => {
    // Caddy appends the address it saw; whatever the client sent stays to its left.
    expect(clientAddress('127.0.0.1', '1.2.3.4, 203.0.113.5', local)).toBe('203.0.113.5')
    expect(clientAddress('127.0.0.1', '203.0.113.5', local)).toBe('203.0.113.5')
    const twoHops = trustedProxies('127.0.0.1, 10.0.0.0/8')
    expect(clientAddress('127.0.0.1', '9.9.9.9, 203.0.113.5, 10.1.2.3', twoHops)).toBe('203.0.113.5')
  })

  it('never takes something that is not an IP address', () => {
    expect(clientAddress('127.0.0.1', 'not-an-address', local)).toBe('127.0.0.1')
    expect(clientAddress('::ffff:127.0.0.1', '', local)).toBe('127.0.0.1')
  })

  it('believes X-Forwarded-Proto only from a trusted proxy', () => {
    expect(fromTrustedProxy('127.0.0.1', local)).toBe(true)
    expect(fromTrustedProxy('198.51.100.7', local)).toBe(false)
  })

  it('refuses a proxy list it cannot read', () => {
    expect(() => trustedProxies('10.0.0.0/99')).toThrow()
  })

  it('counts IPv6 addresses by their /64, IPv4 addresses one by one', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:0db8:0001:0002:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:db8::5')).toBe('2001:db8:0:0::/64')
    expect(addressKey('203.0.113.5')).toBe('203.0.113.5')
  })
})
