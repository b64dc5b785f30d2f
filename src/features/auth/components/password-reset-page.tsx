import { useLingui } from '@lingui/react/macro'
import { AuthShell } from '~/components/auth-shell'
import { PasswordResetForm } from './password-reset-form'

export function PasswordResetPage() {
  const { t } = useLingui()
  return (
    <AuthShell title={t`Reset your password`}>
      <PasswordResetForm />
    </AuthShell>
  )
}
