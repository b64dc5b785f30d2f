import type { Context, MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import { type ApiResult, errorCodes, failure } from '../../src/contract/envelope'
import type { Locale } from '../../src/lib/locale-path'
import { callerLocale, errorText } from './messages'

export interface ApiVariables {
  locale: Locale
  payload: unknown
  clientAddress: string
  /** Set by `requireUser` for calls that need a signed-in user. */
  userId?: number
}

export type ApiContext = Context<{ Variables: ApiVariables }>

/** Every API answer is an envelope and is never stored by a cache (design.md section 8). */
export function answer<T>(c: Context, result: ApiResult<T>, status: 200 | 400 | 401 | 404 | 413 | 429 | 500 = 200) {
  c.header('Cache-Control', 'no-store')
  return c.json(result, status)
}

/** A failure in the caller's language; `detail` names what was wrong when that helps the caller. */
export function fail(c: ApiContext, ec: number, status: 200 | 400 | 401 | 404 | 413 | 429 | 500 = 200, detail?: string) {
  const text = errorText(ec, c.get('locale') ?? 'en')
  return answer(c, failure(ec, detail ? `${text} (${detail})` : text), status)
}

/** Sets the caller's language and address for everything after it. */
export function apiContext(trustProxy: boolean): MiddlewareHandler<{ Variables: ApiVariables }> {
  return async (c, next) => {
    c.set('locale', callerLocale(c.req.header('language'), c.req.header('accept-language')))
    const forwarded = trustProxy ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined
    const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming
    c.set('clientAddress', forwarded || incoming?.socket?.remoteAddress || 'local')
    await next()
  }
}

/**
 * Reads the body (JSON, or form-encoded as the spec allows) and validates it against the
 * operation's schema. A malformed or invalid body is answered here with `res 0` and a message
 * naming the fields, so a handler only ever sees a valid payload.
 */
export function validated<S extends v.GenericSchema>(schema: S): MiddlewareHandler<{ Variables: ApiVariables }> {
  return async (c, next) => {
    const type = c.req.header('content-type') ?? ''
    const text = await c.req.text()
    let raw: unknown = {}
    if (type.includes('application/x-www-form-urlencoded')) {
      raw = Object.fromEntries(new URLSearchParams(text))
    } else if (text.trim() !== '') {
      try {
        raw = JSON.parse(text)
      } catch {
        return fail(c, errorCodes.malformedJson, 400)
      }
    }
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return fail(c, errorCodes.invalidPayload, 400)
    const result = v.safeParse(schema, raw)
    if (!result.success) {
      const fields = [...new Set(result.issues.map((issue) => v.getDotPath(issue) ?? 'body'))].join(', ')
      return fail(c, errorCodes.invalidPayload, 400, fields)
    }
    c.set('payload', result.output)
    await next()
  }
}

export function payloadOf<S extends v.GenericSchema>(c: ApiContext, _schema: S): v.InferOutput<S> {
  return c.get('payload') as v.InferOutput<S>
}
