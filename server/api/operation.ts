import type { Hono, MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import { errorCodes } from '../../src/contract/envelope'
import { type AnswerOf, type InputOf, type OperationPath, operations } from '../../src/contract/operations'
import type { Outcome } from '../outcome'
import { fail, reply } from './answers'
import { type ApiContext, type ApiVariables, type Caller, callerOf } from './context'

/** `application/json`, with or without parameters (`; charset=utf-8`). */
function isJson(contentType: string | undefined): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json'
}

/**
 * Only a body declared as JSON is taken, before anything else happens (415 otherwise): a form or
 * text is what another site's page can post without asking (CORS lets those through without a
 * preflight), and the web app never sends one.
 */
const jsonOnly: MiddlewareHandler<{ Variables: ApiVariables }> = async (c, next) => {
  if (!isJson(c.req.header('content-type'))) return fail(c, errorCodes.unsupportedMediaType)
  await next()
}

/**
 * Reads the JSON body and validates it against a schema. A malformed or invalid body is answered
 * here with `res 0` and a message naming the fields, so a handler only ever sees a valid payload.
 */
function validated(schema: v.GenericSchema): MiddlewareHandler<{ Variables: ApiVariables }> {
  return async (c, next) => {
    const text = await c.req.text()
    let raw: unknown = {}
    if (text.trim() !== '') {
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
 * Registers the handler of one operation of the contract: its payload must be JSON and is validated
 * with the contract's schema, and what the handler returns must be the contract's answer.
 */
export function operation<P extends OperationPath>(
  app: Hono<{ Variables: ApiVariables }>,
  path: P,
  handler: Handler<P>,
  ...before: MiddlewareHandler<{ Variables: ApiVariables }>[]
) {
  const handle: MiddlewareHandler<{ Variables: ApiVariables }> = async (c) =>
    reply(c, await handler(c.get('payload') as InputOf<P>, callerOf(c), c))
  const chain = [jsonOnly, ...before, validated(operations[path].payload), handle]
  app.post(path, ...(chain as [typeof handle]))
}
