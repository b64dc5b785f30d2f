import { queryOptions } from '@tanstack/react-query'
import { apiPaths } from '~/contract/paths'
import { requestData } from '~/lib/http'

export const reminderKeys = {
  all: ['event-reminders'] as const,
  list: (endpoint: string) => [...reminderKeys.all, endpoint] as const,
}

export const reminderQueries = {
  /** The reminders of this browser's push subscription; refreshed now and then to show sent ones. */
  list: (endpoint: string) =>
    queryOptions({
      queryKey: reminderKeys.list(endpoint),
      queryFn: async ({ signal }) => (await requestData(apiPaths.reminderList, { endpoint }, { signal })).reminders,
      refetchInterval: 60_000,
      refetchIntervalInBackground: false,
    }),
}
