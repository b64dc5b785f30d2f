import { queryOptions } from '@tanstack/react-query'
import type { CandlePeriod } from '~/contract/market-data'
import { apiPaths } from '~/contract/paths'
import { requestData } from '~/lib/http'

/** How many candles a chart shows. */
export const chartCandles = 300

export const instrumentKeys = {
  all: ['instruments'] as const,
  candles: (symbol: string, period: CandlePeriod) => [...instrumentKeys.all, 'candles', symbol, period] as const,
}

export const instrumentQueries = {
  /**
   * The price history of a chart (QF1003). The live stream moves its last candle; a fresh copy is
   * fetched when the visitor comes back to a timeframe after a minute.
   */
  candles: (symbol: string, period: CandlePeriod) =>
    queryOptions({
      queryKey: instrumentKeys.candles(symbol, period),
      queryFn: async ({ signal }) =>
        (await requestData(apiPaths.priceHistory, { goods: symbol, period, count: chartCandles }, { signal })).list,
      staleTime: 60_000,
      retry: 1,
    }),
}
