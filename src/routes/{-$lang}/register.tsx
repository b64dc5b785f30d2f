import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { RegisterPage } from '~/features/auth/components/register-page'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/{-$lang}/register')({
  head: pageHead({
    title: msg`Open an account`,
    description: msg`Open a live trading account with MC Markets in two steps: your details, then the PIN we e-mail you.`,
  }),
  component: RegisterPage,
})
