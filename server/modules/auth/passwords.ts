import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto'

/** OWASP's scrypt parameters (N=2^14, r=8, p=5); the hash records them so they can be raised later. */
const owaspParams = { N: 16384, r: 8, p: 5, keylen: 64 }
/**
 * The server's unit tests (Vitest sets VITEST) sign up and sign in some hundreds of times, at about 170 ms of
 * CPU a hash: a cheaper cost there saves minutes of every test run. Verifying reads the cost from the stored
 * hash, so both paths run the same code; the end-to-end tests and every real server hash at OWASP's cost.
 */
const params = process.env.VITEST ? { ...owaspParams, N: 1024, p: 1 } : owaspParams
const maxmem = 256 * 1024 * 1024

function scrypt(password: string, salt: Buffer, p = params): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password, salt, p.keylen, { N: p.N, r: p.r, p: p.p, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await scrypt(password, salt)
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64')}$${key.toString('base64')}`
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !key) return false
  const expected = Buffer.from(key, 'base64')
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    keylen: expected.length,
  })
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/**
 * A hash of a random password, checked against when the account does not exist, so an unknown
 * address costs the same time as a wrong password and cannot be told apart.
 */
export const decoyHash = hashPassword(randomBytes(12).toString('base64'))
