import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PasswordResetPage } from '~/features/auth/components/password-reset-page'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/{-$lang}/password-reset')({
  head: pageHead({
    title: msg`Reset your password`,
    description: msg`Forgot your password? Request a PIN by e-mail and choose a new one.`,
  }),
  component: PasswordResetPage,
})
