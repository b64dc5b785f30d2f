import { createPublicKey } from 'node:crypto'

/**
 * Whether a subscription's keys are ones a browser could have made (RFC 8291): `p256dh` an
 * uncompressed point on P-256 (65 bytes, 0x04, x, y) and `auth` a 16-byte secret. The contract's
 * pattern only checks the characters and length; a key off the curve passes it and would make
 * web-push throw at every send, so it is refused when the subscription is saved.
 */
export function pushKeysValid(keys: { p256dh: string; auth: string }): boolean {
  const point = Buffer.from(keys.p256dh, 'base64url')
  if (point.length !== 65 || point[0] !== 0x04 || Buffer.from(keys.auth, 'base64url').length !== 16) return false
  try {
    // Node (OpenSSL) refuses a JWK whose coordinates are not a point on the named curve.
    createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    })
    return true
  } catch {
    return false
  }
}
