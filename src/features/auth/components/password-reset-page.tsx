import { useLingui } from '@lingui/react/macro'
import { AuthShell } from '~/components/auth-shell'
import { staticUntilInteractive } from '~/components/static-until-interactive'

// As on the sign-up page, the form's code (the two steps, the PIN cooldown, the request layer)
// loads once the page is interactive: what is typed before is kept and a send is held until the
// form can take it (src/lib/early-input.ts). It kept this page over the 135 KB budget of script
// before interaction.
const PasswordResetForm = staticUntilInteractive(() => import('./password-reset-form').then((m) => m.PasswordResetForm))

export function PasswordResetPage() {
  const { t } = useLingui()
  return (
    <AuthShell title={t`Reset your password`}>
      <PasswordResetForm />
    </AuthShell>
  )
}
