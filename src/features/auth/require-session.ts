import { msg } from '@lingui/core/macro'
import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { cookieNames, readCookie } from '~/lib/cookies'
import { i18n } from '~/lib/i18n'
import { localeFromPath, localizedPath } from '~/lib/locale-path'
import { authQueries } from './queries'

const pleaseLogin = msg`Please login first!`

/**
 * The user centre's guard (its route's `beforeLoad`): without a session the visitor goes to the
 * login page, with a note and the way back. It loads with that route, not with every page's route
 * table, and the session query and the API client under it with it.
 */
export async function requireSession(location: { pathname: string; href: string }, queryClient: QueryClient): Promise<void> {
  // Without the session cookie there is nothing to ask the server (the cookie is no proof of a session: the server's answer is).
  const session = readCookie(cookieNames.authorization) ? await queryClient.fetchQuery(authQueries.session()) : null
  if (session) return
  const { toast } = await import('sonner')
  toast.error(i18n._(pleaseLogin))
  const login = localizedPath(localeFromPath(location.pathname), '/login')
  throw redirect({ href: `${login}?redirect=${encodeURIComponent(location.href)}` })
}
