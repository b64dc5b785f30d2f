import { queryOptions } from '@tanstack/react-query'
import { apiPaths } from '~/contract/paths'
import { requestData } from '~/lib/http'

export const alertKeys = {
  all: ['price-alerts'] as const,
  list: (endpoint: string) => [...alertKeys.all, endpoint] as const,
}

export const alertQueries = {
  /** The alerts of this browser's push subscription; refreshed now and then to show triggered ones. */
  list: (endpoint: string) =>
    queryOptions({
      queryKey: alertKeys.list(endpoint),
      queryFn: async ({ signal }) => (await requestData(apiPaths.alertList, { endpoint }, { signal })).alerts,
      refetchInterval: 30_000,
      refetchIntervalInBackground: false,
    }),
}
