import { experimental_createQueryPersister } from '@tanstack/query-persist-client-core'
import { queryOptions } from '@tanstack/react-query'
import { apiPaths } from '../contract/paths'
import { requestData } from './http'
import { storage } from './storage'

/**
 * The markets' closures (W209) for the hours page and the instrument pages' specification, which
 * share one copy. Kept in IndexedDB for a week, so both open offline once visited.
 */
const persister = experimental_createQueryPersister({
  storage,
  maxAge: 7 * 86_400_000,
  prefix: 'hours',
  serialize: (value) => value,
  deserialize: (value) => value as never,
})

export const marketClosureQueries = {
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
