import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { RegisterPage } from '~/features/auth/components/register-page'
import { pageHead } from '~/lib/page-head'
import { useHydrated } from '~/lib/use-hydrated'

export const Route = createFileRoute('/{-$lang}/register')({
  head: pageHead({
    title: msg`Open an account`,
    description: msg`Open a live trading account with MC Markets in two steps: your details, then the PIN we e-mail you.`,
  }),
  // `/register?type=partner` (the partnerships hero's "Apply here") is a partner sign-up.
  validateSearch: (search: Record<string, unknown>): { type?: 'partner' } =>
    search.type === 'partner' ? { type: 'partner' } : {},
  component: function RegisterRoute() {
    const { type } = Route.useSearch()
    // The prerendered file is the client sign-up; the address's own kind follows on hydration.
    const hydrated = useHydrated()
    return <RegisterPage partner={hydrated && type === 'partner'} />
  },
})
