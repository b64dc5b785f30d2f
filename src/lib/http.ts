import type { ApiResult } from '~/contract/envelope'
import type { AnswerOf, OperationPath, PayloadOf } from '~/contract/operations'
import type { RequestOptions } from './http-transport'

export type { RequestOptions } from './http-transport'

/** An answer that is not `res 1`, raised for a query to show in its error state. */
export class ApiError extends Error {
  constructor(
    readonly ec: number,
    message: string,
  ) {
    super(message)
  }
}

type Notify = (message: string) => void
let notify: Notify = (message) => {
  void import('sonner').then(({ toast }) => toast.error(message))
}

/** Tests replace the toast with a spy. */
export function setFailureNotifier(next: Notify): void {
  notify = next
}

/**
 * The one way the web app calls an operation of the API (spec sections 7 and 8): POST with
 * credentials and the client headers, typed by the contract; a new Authorization value is kept; any
 * status outside 200–299 or a network failure becomes `res 0` with the status in `ec`; a failure
 * shows a toast with `msg`, or the catalogue message for `ec` in the page's language. The caller
 * always gets the answer.
 */
export function request<P extends OperationPath>(
  path: P,
  payload: PayloadOf<P>,
  options: RequestOptions = {},
): Promise<ApiResult<AnswerOf<P>>> {
  return send<AnswerOf<P>>(path, 'POST', payload, options)
}

/**
 * An operation's data for a query: the answer's `dt`, or an `ApiError` carrying its message when the
 * answer is not `res 1`. Silent, because a query shows its own error state (a toast every few
 * seconds from a polling query would be noise).
 */
export async function requestData<P extends OperationPath>(
  path: P,
  payload: PayloadOf<P>,
  options: Omit<RequestOptions, 'silent'> = {},
): Promise<AnswerOf<P>> {
  const result = await request(path, payload, { ...options, silent: true })
  if (result.res !== 1) throw new ApiError(result.ec, result.msg)
  return result.dt
}

/** The one DELETE of the contract (logout): 204 and plain text (spec section 7). */
export function requestDelete(path: string): Promise<ApiResult<string>> {
  return send<string>(path, 'DELETE', undefined, { silent: true })
}

/** The call itself, loaded with the first one (src/lib/http-transport.ts). */
async function send<T>(
  path: string,
  method: 'POST' | 'DELETE',
  payload: unknown,
  options: RequestOptions,
): Promise<ApiResult<T>> {
  const transport = await import('./http-transport')
  return transport.send<T>(path, method, payload, options, notify)
}
