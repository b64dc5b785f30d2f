import type { Hono, MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import { errorCodes } from '../../src/contract/envelope'
import { type AnswerOf, type InputOf, type OperationPath, operations } from '../../src/contract/operations'
import type { Outcome } from '../outcome'
import { fail, reply } from './answers'
import { type ApiContext, type ApiVariables, type Caller, callerOf } from './context'

/**
 * Reads the body (JSON, or form-encoded as the spec allows) and validates it against a schema. A
 * malformed or invalid body is answered here with `res 0` and a message naming the fields, so a
 * handler only ever sees a valid payload.
 */
export function validated(schema: v.GenericSchema): MiddlewareHandler<{ Variables: ApiVariables }> {
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
        return fail(c, errorCodes.malformedJson)
      }
    }
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return fail(c, errorCodes.invalidPayload)
    const result = v.safeParse(schema, raw)
    if (!result.success) {
      const fields = [...new Set(result.issues.map((issue) => v.getDotPath(issue) ?? 'body'))].join(', ')
      return fail(c, errorCodes.invalidPayload, fields)
    }
    c.set('payload', result.output)
    await next()
  }
}

type Handler<P extends OperationPath> = (
  input: InputOf<P>,
  caller: Caller,
  c: ApiContext,
) => Outcome<AnswerOf<P>> | Promise<Outcome<AnswerOf<P>>>

/**
 * Registers the handler of one operation of the contract: its payload is validated with the
 * contract's schema, and what the handler returns must be the contract's answer.
 */
export function operation<P extends OperationPath>(
  app: Hono<{ Variables: ApiVariables }>,
  path: P,
  handler: Handler<P>,
  ...before: MiddlewareHandler<{ Variables: ApiVariables }>[]
) {
  const handle: MiddlewareHandler<{ Variables: ApiVariables }> = async (c) =>
    reply(c, await handler(c.get('payload') as InputOf<P>, callerOf(c), c))
  const chain = [...before, validated(operations[path].payload), handle]
  app.post(path, ...(chain as [typeof handle]))
}
