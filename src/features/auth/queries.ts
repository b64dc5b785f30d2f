import { queryOptions } from '@tanstack/react-query'
import { authApi } from './api'

export const authKeys = {
  all: ['auth'] as const,
  session: () => [...authKeys.all, 'session'] as const,
}

export const authQueries = {
  /** Who is signed in; never cached beyond the page (design.md section 7: nothing authenticated is stored). */
  session: () =>
    queryOptions({
      queryKey: authKeys.session(),
      queryFn: async () => {
        const result = await authApi.session({ silent: true })
        return result.res === 1 ? result.dt : null
      },
      staleTime: 0,
      gcTime: 0,
    }),
}
