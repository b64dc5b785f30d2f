import { experimental_createQueryPersister } from '@tanstack/query-persist-client-core'
import { queryOptions } from '@tanstack/react-query'
import { apiPaths } from '~/contract/paths'
import { requestData } from '~/lib/http'
import { storage } from '~/lib/storage'

/** The closures are kept in IndexedDB for a week, so the hours page and the next closure open offline once visited. */
const persister = experimental_createQueryPersister({
  storage,
  maxAge: 7 * 86_400_000,
  prefix: 'hours',
  serialize: (value) => value,
  deserialize: (value) => value as never,
})

export const hoursQueries = {
  /** The closures of the next eight weeks (W209): they change once a day, so an hour's copy serves. */
  closures: () =>
    queryOptions({
      queryKey: ['hours', 'closures'] as const,
      queryFn: ({ signal }) => requestData(apiPaths.marketClosures, {}, { signal }),
      staleTime: 60 * 60_000,
      retry: 1,
      persister: persister.persisterFn,
      networkMode: 'offlineFirst',
    }),
}
