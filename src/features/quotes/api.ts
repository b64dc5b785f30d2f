import type { Quote } from '~/contract/market-data'
import { apiPaths } from '~/contract/paths'

export type { Quote }

import { request } from '~/lib/http'

/** A quote with its change against the previous poll's bid (spec section 3). */
export interface QuoteWithDiff extends Quote {
  diff: number
}

export class QuoteFetchError extends Error {}

/** Polling failures are shown as stale prices on the board, never as a toast every five seconds. */
async function call<T>(path: string, goods: readonly string[], signal?: AbortSignal): Promise<T> {
  const result = await request<T>(path, { goods: goods.join(',') }, { silent: true, signal })
  if (result.res !== 1) throw new QuoteFetchError(result.msg)
  return result.dt
}

export const quotesApi = {
  list: (goods: readonly string[], signal?: AbortSignal) => call<{ list: Quote[] }>(apiPaths.quoteList, goods, signal),
  openPrices: (goods: readonly string[], signal?: AbortSignal) =>
    call<{ list: Array<{ name: string; open: number }> }>(apiPaths.openPrice, goods, signal),
}
