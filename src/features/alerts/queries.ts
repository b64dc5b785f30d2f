import { queryOptions } from '@tanstack/react-query'
import { alertsApi } from './api'

export const alertKeys = {
  all: ['price-alerts'] as const,
  list: (endpoint: string) => [...alertKeys.all, endpoint] as const,
}

export const alertQueries = {
  /** The alerts of this browser's push subscription; refreshed now and then to show triggered ones. */
  list: (endpoint: string) =>
    queryOptions({
      queryKey: alertKeys.list(endpoint),
      queryFn: async () => {
        const answer = await alertsApi.list(endpoint)
        if (answer.res !== 1) throw new Error(answer.msg)
        return answer.dt.alerts
      },
      refetchInterval: 30_000,
      refetchIntervalInBackground: false,
    }),
}
