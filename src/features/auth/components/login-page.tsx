import { useLingui } from '@lingui/react/macro'
import { AuthShell } from '~/components/auth-shell'
import { LoginForm } from './login-form'

export function LoginPage({ redirectTo }: { redirectTo?: string }) {
  const { t } = useLingui()
  return (
    <AuthShell title={t`Log in to your account`} intro={t`Welcome back. Trade, fund your account and follow your positions.`}>
      <LoginForm redirectTo={redirectTo} />
    </AuthShell>
  )
}
