import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '~/features/auth/components/login-page'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/{-$lang}/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  head: pageHead({
    title: msg`Log in`,
    description: msg`Log in to your MC Markets account to trade, deposit and manage your profile.`,
  }),
  component: function LoginRoute() {
    const { redirect } = Route.useSearch()
    return <LoginPage redirectTo={redirect} />
  },
})
