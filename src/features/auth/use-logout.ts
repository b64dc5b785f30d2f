import { useQueryClient } from '@tanstack/react-query'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { localizedPath, splitLocalePath } from '~/lib/locale-path'
import { useLocale } from '~/lib/use-locale'
import { authKeys } from './queries'

/**
 * Logout as spec section 4: revoke the session on the server, remove local user info and session
 * data, then go to /login with the current path as the redirect, unless already there.
 */
export function useLogout() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const locale = useLocale()
  const location = useRouterState({ select: (s) => s.location })
  return async () => {
    // The call and the local session's store load with the click: the user centre, which has the button, loads neither before then.
    const [{ authApi }, { clearLocalSession }] = await Promise.all([import('./api'), import('./session-store')])
    await authApi.logout()
    clearLocalSession()
    queryClient.removeQueries({ queryKey: authKeys.all })
    const loginPath = localizedPath(locale, '/login')
    if (splitLocalePath(location.pathname).barePath === '/login') return
    await navigate({ href: `${loginPath}?redirect=${encodeURIComponent(location.pathname + location.searchStr)}` })
  }
}
