import { createECDH, createPublicKey, type ECDH, randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
// @ts-expect-error http_ece (web-push's own decryption library) ships no types
import ece from 'http_ece'

export interface ReceivedPush {
  headers: Record<string, string | string[] | undefined>
  /** The decrypted message, as the browser's push service would hand it to the service worker. */
  payload: string
}

/**
 * A push service on localhost for tests: it hands out a subscription (endpoint plus the keys a
 * browser would generate), receives what the server posts to it, and decrypts each message with
 * the subscription's private key (RFC 8291), exactly as the browser would.
 */
export async function startPushReceiver(status = 201, { hold = false } = {}) {
  const ecdh: ECDH = createECDH('prime256v1')
  ecdh.generateKeys()
  const auth = randomBytes(16).toString('base64url')
  const received: ReceivedPush[] = []
  const waiters: Array<() => void> = []
  /** Answers kept back while `hold` is on: a push service that is slow to answer. */
  const held: Array<() => void> = []
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const payload = ece.decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }) as Buffer
      received.push({ headers: request.headers, payload: payload.toString('utf8') })
      for (const wake of waiters.splice(0)) wake()
      const answer = () => response.writeHead(status).end()
      if (hold) held.push(answer)
      else answer()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    subscription: {
      endpoint: `http://127.0.0.1:${port}/push/${randomBytes(8).toString('hex')}`,
      keys: { p256dh: ecdh.getPublicKey('base64url'), auth },
    },
    received,
    /** Answers the held pushes (and every later one at once). */
    release() {
      hold = false
      for (const answer of held.splice(0)) answer()
    },
    /** Resolves with the index-th message received (0: the first), waiting for it if need be. */
    message(index = 0, timeoutMs = 20_000): Promise<ReceivedPush> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no push received')), timeoutMs)
        const check = () => {
          if (received.length > index) {
            clearTimeout(timer)
            resolve(received[index]!)
          } else waiters.push(check)
        }
        check()
      })
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * A browser's public key with one byte of its y coordinate flipped: the same length and alphabet,
 * so it passes the contract's pattern, but (checked here with node:crypto) no point on P-256.
 */
export function offCurve(p256dh: string): string {
  const point = Buffer.from(p256dh, 'base64url')
  point[64]! ^= 0x01
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33).toString('base64url'),
  }
  let onCurve = true
  try {
    createPublicKey({ key: jwk, format: 'jwk' })
  } catch {
    onCurve = false
  }
  if (onCurve) throw new Error('the flipped key is still on the curve; flip another byte')
  return point.toString('base64url')
}
