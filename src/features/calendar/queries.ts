import { experimental_createQueryPersister } from '@tanstack/query-persist-client-core'
import { queryOptions } from '@tanstack/react-query'
import type { CandlePeriod } from '~/contract/market-data'
import type { PayloadOf } from '~/contract/operations'
import { apiPaths } from '~/contract/paths'
import { requestData } from '~/lib/http'
import { storage } from '~/lib/storage'

export type CalendarFilters = PayloadOf<typeof apiPaths.calendarList>

const calendarKeys = {
  all: ['calendar'] as const,
  list: (filters: CalendarFilters) => [...calendarKeys.all, 'list', filters] as const,
  timeDifference: () => [...calendarKeys.all, 'time-difference'] as const,
  currencies: () => [...calendarKeys.all, 'currencies'] as const,
  indicator: (slug: string) => [...calendarKeys.all, 'indicator', slug] as const,
  candles: (symbol: string, period: CandlePeriod) => [...calendarKeys.all, 'candles', symbol, period] as const,
}

/** Calendar answers are kept in IndexedDB for a week, so the calendar opens offline with its date. */
const persister = experimental_createQueryPersister({
  storage,
  maxAge: 7 * 86_400_000,
  prefix: 'calendar',
  serialize: (value) => value,
  deserialize: (value) => value as never,
})

export const calendarQueries = {
  list: (filters: CalendarFilters) =>
    queryOptions({
      queryKey: calendarKeys.list(filters),
      queryFn: ({ signal }) => requestData(apiPaths.calendarList, filters, { signal }),
      staleTime: 60_000,
      retry: 1,
      persister: persister.persisterFn,
      networkMode: 'offlineFirst',
    }),
  timeDifference: () =>
    queryOptions({
      queryKey: calendarKeys.timeDifference(),
      queryFn: ({ signal }) => requestData(apiPaths.timeDifference, {}, { signal }),
      staleTime: 60 * 60_000,
      persister: persister.persisterFn,
      networkMode: 'offlineFirst',
    }),
  indicatorHistory: (slug: string) =>
    queryOptions({
      queryKey: calendarKeys.indicator(slug),
      queryFn: ({ signal }) => requestData(apiPaths.indicatorHistory, { indicator: slug }, { signal }),
      staleTime: 60_000,
      retry: 1,
      persister: persister.persisterFn,
      networkMode: 'offlineFirst',
    }),
  currencies: () =>
    queryOptions({
      queryKey: calendarKeys.currencies(),
      queryFn: ({ signal }) => requestData(apiPaths.currencyList, {}, { signal }),
      staleTime: 24 * 60 * 60_000,
      persister: persister.persisterFn,
      networkMode: 'offlineFirst',
    }),
  /** The newest candles of one instrument and timeframe (QF1003), for the moves after releases; not kept on the device. */
  candles: (symbol: string, period: CandlePeriod, count: number) =>
    queryOptions({
      queryKey: calendarKeys.candles(symbol, period),
      queryFn: async ({ signal }) =>
        (await requestData(apiPaths.priceHistory, { goods: symbol, period, count }, { signal })).list,
      staleTime: 60_000,
      retry: 1,
    }),
}
