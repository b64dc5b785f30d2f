import type { ErrorCode } from '../src/contract/envelope'

/**
 * What a service returns: a value, or the error code of the catalogue that says why not. Services
 * know nothing of HTTP; the API layer turns an outcome into an answer.
 */
export type Outcome<T> = { ok: true; value: T } | { ok: false; ec: ErrorCode }

export const success = <T>(value: T): Outcome<T> => ({ ok: true, value })
export const refusal = (ec: ErrorCode): Outcome<never> => ({ ok: false, ec })
