import * as v from 'valibot'
import { isValidEmail } from './rules'

/** Field schemas the payloads of several operations share. */
export const email = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254), v.check(isValidEmail, 'email'))
export const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max))
export const requiredText = (min: number, max: number) => v.pipe(v.string(), v.trim(), v.minLength(min), v.maxLength(max))

/** Form-encoded bodies (spec section 7) carry booleans as text. */
export const flag = v.pipe(
  v.union([v.boolean(), v.picklist(['true', 'false', '1', '0'])]),
  v.transform((value) => value === true || value === 'true' || value === '1'),
)

export const isoDate = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/),
  v.check((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'date'),
)

/** An instant in answers: ISO 8601 in UTC. */
export const timestamp = v.pipe(v.string(), v.isoTimestamp())

/** The empty payload and the empty answer (`dt` is `{}` when there is nothing to say, spec section 3). */
export const empty = v.object({})
