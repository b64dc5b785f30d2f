import { queryOptions } from '@tanstack/react-query'
import { apiPaths } from '~/contract/paths'
import { requestData } from '~/lib/http'

export const authKeys = {
  all: ['auth'] as const,
  session: () => [...authKeys.all, 'session'] as const,
}

export const authQueries = {
  /** Who is signed in; never cached beyond the page (docs/architecture.md, section 8: nothing authenticated is stored). */
  session: () =>
    queryOptions({
      queryKey: authKeys.session(),
      // Any refusal (no session, an expired one) means signed out, which the user centre turns into the login page.
      queryFn: () => requestData(apiPaths.session, {}).catch(() => null),
      staleTime: 0,
      gcTime: 0,
    }),
}
