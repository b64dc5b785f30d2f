import { experimental_createQueryPersister } from '@tanstack/query-persist-client-core'
import { queryOptions } from '@tanstack/react-query'
import { apiPaths } from '~/contract/paths'
import { requestData } from '~/lib/http'
import { storage } from '~/lib/storage'

/** The measured spreads are kept in IndexedDB for a week, so the costs page opens offline with their time. */
const persister = experimental_createQueryPersister({
  storage,
  maxAge: 7 * 86_400_000,
  prefix: 'costs',
  serialize: (value) => value,
  deserialize: (value) => value as never,
})

export const costQueries = {
  /** Every instrument's measured spreads (QF1004); the server moves them on once a minute. */
  spreads: () =>
    queryOptions({
      queryKey: ['costs', 'spreads'] as const,
      queryFn: ({ signal }) => requestData(apiPaths.spreadStatistics, {}, { signal }),
      staleTime: 60_000,
      refetchInterval: 60_000,
      refetchIntervalInBackground: false,
      retry: 1,
      persister: persister.persisterFn,
      networkMode: 'offlineFirst',
    }),
}
