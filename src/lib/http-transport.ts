import type { ApiResult } from '~/contract/envelope'
import { clientHeaders } from './client-headers'
import { cookieNames, writeCookie } from './cookies'
import { catalogReady, i18n } from './i18n'

/**
 * The request layer's work: headers, the call, the answer, the failure message. Loaded with a
 * page's first call (src/lib/http.ts), not with the page: most pages make none before they are
 * interactive, and this (with the client headers and uuid) would otherwise count in every page's
 * first load (docs/architecture.md, section 9).
 */

export interface RequestOptions {
  /** Let the request outlive the page (a click on a link that leaves the site). */
  keepalive?: boolean
  /** Leave the failure toast to the caller (for errors shown next to a field). */
  silent?: boolean
  signal?: AbortSignal
}

/** The authorization cookie lives 7 days (spec section 9). */
const authorizationDays = 7

/** A status outside 200–299, or no answer at all; its message is filled in once the catalog is there. */
function transportFailure<T>(status: number): ApiResult<T> {
  return { res: 0, ec: status, dt: {} as T, msg: '' }
}

export async function send<T>(
  path: string,
  method: 'POST' | 'DELETE',
  payload: unknown,
  options: RequestOptions,
  notify: (message: string) => void,
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
