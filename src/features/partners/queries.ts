import { queryOptions } from '@tanstack/react-query'
import { partnerApplicationApi } from './api'

export const partnerKeys = {
  all: ['partners'] as const,
  application: () => [...partnerKeys.all, 'application'] as const,
}

export const partnerQueries = {
  /**
   * The signed-in user's saved application (W608). Kept only while the user centre shows it, like the
   * session: nothing authenticated outlives the page (design.md section 7).
   */
  application: () =>
    queryOptions({
      queryKey: partnerKeys.application(),
      queryFn: async ({ signal }) => {
        const result = await partnerApplicationApi.load({ silent: true, signal })
        if (result.res !== 1) throw new Error(result.msg)
        return result.dt.application
      },
      staleTime: 0,
      gcTime: 0,
    }),
}
