import { queryOptions } from '@tanstack/react-query'
import { apiPaths } from '~/contract/paths'
import { requestData } from '~/lib/http'

const partnerKeys = {
  all: ['partners'] as const,
  application: () => [...partnerKeys.all, 'application'] as const,
}

export const partnerQueries = {
  /**
   * The signed-in user's saved application (W608), or null when there is none yet. Kept only while
   * the user centre shows it, like the session: nothing authenticated outlives the page (docs/architecture.md, section 8).
   */
  application: () =>
    queryOptions({
      queryKey: partnerKeys.application(),
      queryFn: async ({ signal }) => (await requestData(apiPaths.partnerApplication, {}, { signal })).application,
      staleTime: 0,
      gcTime: 0,
    }),
}
