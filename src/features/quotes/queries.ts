import { type Query, queryOptions } from '@tanstack/react-query'
import { apiPaths } from '~/contract/paths'
import { requestData } from '~/lib/http'
import { nextPollDelay, type QuoteWithDiff, withDiffs } from './quote-math'

export const quoteKeys = {
  all: ['quotes'] as const,
  list: (goods: readonly string[]) => [...quoteKeys.all, 'list', goods.join(',')] as const,
  open: (goods: readonly string[]) => [...quoteKeys.all, 'open', goods.join(',')] as const,
}

/** errorUpdateCount at the last success of each query, to count consecutive failures for the backoff. */
const errorsAtLastSuccess = new WeakMap<object, number>()

function consecutiveFailures(query: Pick<Query, 'state'>): number {
  const { dataUpdatedAt, errorUpdatedAt, errorUpdateCount } = query.state
  if (dataUpdatedAt >= errorUpdatedAt) errorsAtLastSuccess.set(query, errorUpdateCount)
  return errorUpdateCount - (errorsAtLastSuccess.get(query) ?? 0)
}

export const quoteQueries = {
  /**
   * The quote list (QF1001). With `polling` it refreshes every 5 s, backs off after failures and
   * pauses while the tab is hidden; failed polls keep the last prices, which the board marks stale.
   */
  list: (goods: readonly string[], polling: boolean) =>
    queryOptions({
      queryKey: quoteKeys.list(goods),
      queryFn: async ({ signal, client, queryKey }) =>
        withDiffs(
          (await requestData(apiPaths.quoteList, { goods: goods.join(',') }, { signal })).list,
          client.getQueryData<QuoteWithDiff[]>(queryKey),
        ),
      refetchInterval: polling ? (query) => nextPollDelay(consecutiveFailures(query)) : false,
      refetchIntervalInBackground: false,
      refetchOnWindowFocus: polling,
      retry: false,
      staleTime: 0,
      // The service worker may answer from its cache while the browser reports being offline.
      networkMode: 'offlineFirst',
    }),

  /** The day's open prices (QF1002), keyed by instrument. */
  openPrices: (goods: readonly string[]) =>
    queryOptions({
      queryKey: quoteKeys.open(goods),
      queryFn: async ({ signal }) =>
        new Map(
          (await requestData(apiPaths.openPrice, { goods: goods.join(',') }, { signal })).list.map((o) => [o.name, o.open]),
        ),
      staleTime: 60_000,
      refetchInterval: 5 * 60_000,
      retry: 2,
      networkMode: 'offlineFirst',
    }),
}
