import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { lazy, type ReactNode, Suspense, useState } from 'react'
import { Section } from '~/components/page-blocks'
import { intlLocale } from '~/lib/locale-path'
import { useLocale } from '~/lib/use-locale'
import { authQueries } from '../queries'
import { useLogout } from '../use-logout'
import { UserCentreFrame } from './user-centre-frame'

// Opened by a button: its form, checks and PIN field load then, not with the page (docs/architecture.md, section 9).
const PasswordResetForm = lazy(() => import('./password-reset-form').then((m) => ({ default: m.PasswordResetForm })))

export function UserCentrePage({ partnerApplication }: { partnerApplication?: ReactNode }) {
  const { t } = useLingui()
  const locale = useLocale()
  const { data: session } = useSuspenseQuery(authQueries.session())
  const logout = useLogout()
  const [changing, setChanging] = useState(false)
  if (!session) return null
  const details = {
    name: session.name,
    email: session.email,
    country: new Intl.DisplayNames([intlLocale[locale]], { type: 'region' }).of(session.country) ?? session.country,
    since: new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: 'long' }).format(new Date(session.createdAt)),
  }
  return (
    <UserCentreFrame details={details}>
      <Section title={t`Password`}>
        {changing ? (
          <Suspense fallback={<p aria-busy="true">{t`Loading the form…`}</p>}>
            <PasswordResetForm presetEmail={session.email} onDone={() => setChanging(false)} />
          </Suspense>
        ) : (
          <>
            <p>{t`To change your password we send a PIN to your e-mail address first.`}</p>
            <button type="button" className="btn btn-secondary" onClick={() => setChanging(true)}>
              {t`Change password`}
            </button>
          </>
        )}
      </Section>
      {partnerApplication && <Section title={t`Partner programme`}>{partnerApplication}</Section>}
      <Section title={t`Sign out`}>
        <p>{t`Signing out ends your session on this device.`}</p>
        <button type="button" className="btn btn-secondary" onClick={logout}>
          {t`Sign out`}
        </button>
      </Section>
    </UserCentreFrame>
  )
}
