import { Trans, useLingui } from '@lingui/react/macro'
import { AuthShell } from '~/components/auth-shell'
import { staticUntilInteractive } from '~/components/static-until-interactive'
import { brand } from '~/config/brand'

// The form's code loads once the page is interactive: what is typed before is kept and a send is
// held until the form can take it (src/lib/early-input.ts), so the page's first load carries none of it.
const RegisterForm = staticUntilInteractive(() => import('./register-form').then((m) => m.RegisterForm))

/** The client sign-up, or with `partner` the sign-up of an introducing broker or affiliate. */
export function RegisterPage({ partner = false }: { partner?: boolean }) {
  const { t } = useLingui()
  return (
    <AuthShell
      title={partner ? t`Become a partner` : t`Open your trading account`}
      intro={
        partner
          ? t`Sign up as an introducing broker or affiliate. You confirm your e-mail address with a PIN, then complete your partner application in the user centre.`
          : t`Registration takes about two minutes. You confirm your e-mail address with a PIN, then verify your identity in the client portal before your first deposit.`
      }
      aside={
        <p className="auth-legal">
          <Trans>
            By registering you agree to the trading terms and the privacy policy of {brand.legalEntity} and confirm that you have
            read the risk disclosure.
          </Trans>
        </p>
      }
    >
      <RegisterForm partner={partner} />
    </AuthShell>
  )
}
