import type { ApiResult } from '~/contract/envelope'
import type { AnswerOf, OperationPath, PayloadOf } from '~/contract/operations'
import { clientHeaders } from './client-headers'
import { cookieNames, writeCookie } from './cookies'
import { catalogReady, i18n } from './i18n'

/** The authorization cookie lives 7 days (spec section 9). */
const authorizationDays = 7

export interface RequestOptions {
  /** Let the request outlive the page (a click on a link that leaves the site). */
  keepalive?: boolean
  /** Leave the failure toast to the caller (for errors shown next to a field). */
  silent?: boolean
  signal?: AbortSignal
}

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

/** A status outside 200–299, or no answer at all; its message is filled in once the catalog is there. */
function transportFailure<T>(status: number): ApiResult<T> {
  return { res: 0, ec: status, dt: {} as T, msg: '' }
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

async function send<T>(
  path: string,
  method: 'POST' | 'DELETE',
  payload: unknown,
  options: RequestOptions,
): Promise<ApiResult<T>> {
  const headers = await clientHeaders()
  // Always JSON: the API refuses forms and text, which only another site's page would send.
  if (method !== 'DELETE') headers['Content-Type'] = 'application/json;charset=utf-8'

  let result: ApiResult<T>
  /** The status whose catalogue message the answer carries, when nothing more precise came back. */
  let failedStatus: number | undefined
  try {
    const response = await fetch(path, {
      method,
      headers,
      body: method === 'DELETE' ? undefined : JSON.stringify(payload ?? {}),
      credentials: 'include',
      keepalive: options.keepalive,
      signal: options.signal,
    })
    const token = response.headers.get('Authorization')
    if (token) writeCookie(cookieNames.authorization, token, authorizationDays)

    if (response.status < 200 || response.status > 299) {
      result = transportFailure<T>(response.status)
      failedStatus = response.status
      // A JSON error answer carries a more precise code and message than the status alone.
      const details = await response.json().catch(() => undefined)
      if (details && typeof details === 'object' && 'ec' in details) {
        result = { ...result, ec: Number(details.ec) || response.status, msg: String(details.msg ?? '') }
        failedStatus = undefined
      }
    } else if (response.status === 204 || method === 'DELETE') {
      result = { res: 1, ec: 0, dt: (await response.text()) as T, msg: '' }
    } else {
      result = (await response.json()) as ApiResult<T>
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    result = transportFailure<T>(0)
    failedStatus = 0
  }

  if (result.res !== 1) {
    // Failure texts are built here, outside rendering: they must come from the whole catalog, not
    // from the share of it a prerendered page carries. The table of error messages, too, is loaded
    // only when a call fails (every page would otherwise carry it before it becomes interactive);
    // the service worker keeps it with the app's files, so it is there offline as well.
    const [{ errorMessageFor }] = await Promise.all([import('~/contract/error-messages'), catalogReady()])
    if (failedStatus !== undefined) result = { ...result, msg: i18n._(errorMessageFor(failedStatus)) }
    if (!options.silent) notify(result.msg || i18n._(errorMessageFor(result.ec)))
  }
  return result
}
