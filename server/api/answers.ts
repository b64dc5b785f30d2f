import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { type ApiResult, type ErrorCode, errorCodes, failure, ok } from '../../src/contract/envelope'
import { errorText } from '../i18n/messages'
import type { Outcome } from '../outcome'
import type { ApiContext } from './context'

/** The HTTP status that goes with an error code; refusals the caller can act on are 200 with res 0. */
const statusOf: Partial<Record<ErrorCode, ContentfulStatusCode>> = {
  [errorCodes.invalidPayload]: 400,
  [errorCodes.malformedJson]: 400,
  [errorCodes.notSignedIn]: 401,
  [errorCodes.crossSiteRequest]: 403,
  [errorCodes.unknownPath]: 404,
  [errorCodes.payloadTooLarge]: 413,
  [errorCodes.unsupportedMediaType]: 415,
  [errorCodes.rateLimited]: 429,
  [errorCodes.serverError]: 500,
  [errorCodes.serverBusy]: 503,
}

/**
 * Every API answer is an envelope and is never stored by a cache (docs/architecture.md, section 6).
 * Its length is stated, so the compression in front (server/app.ts) leaves a small one as it is.
 */
export function answer<T>(c: Context, result: ApiResult<T>, status: ContentfulStatusCode = 200) {
  const body = JSON.stringify(result)
  c.header('Cache-Control', 'no-store')
  c.header('Content-Length', String(Buffer.byteLength(body)))
  c.header('Content-Type', 'application/json')
  return c.body(body, status)
}

/** A failure in the caller's language; `detail` names what was wrong when that helps the caller. */
export function fail(c: ApiContext, ec: ErrorCode, detail?: string) {
  const text = errorText(ec, c.get('locale') ?? 'en')
  return answer(c, failure(ec, detail ? `${text} (${detail})` : text), statusOf[ec] ?? 200)
}

export function reply<T>(c: ApiContext, outcome: Outcome<T>) {
  return outcome.ok ? answer(c, ok(outcome.value)) : fail(c, outcome.ec)
}
