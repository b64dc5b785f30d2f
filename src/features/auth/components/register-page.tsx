import { Trans, useLingui } from '@lingui/react/macro'
import { AuthShell } from '~/components/auth-shell'
import { brand } from '~/config/brand'
import { RegisterForm } from './register-form'

export function RegisterPage() {
  const { t } = useLingui()
  return (
    <AuthShell
      title={t`Open your trading account`}
      intro={t`Registration takes about two minutes. You confirm your e-mail address with a PIN, then verify your identity in the client portal before your first deposit.`}
      aside={
        <p className="auth-legal">
          <Trans>
            By registering you agree to the trading terms and the privacy policy of {brand.legalEntity} and confirm that you have
            read the risk disclosure.
          </Trans>
        </p>
      }
    >
      <RegisterForm />
    </AuthShell>
  )
}
