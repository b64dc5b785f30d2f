import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { lazy, type ReactNode, Suspense, useState } from 'react'
import { intlLocale } from '~/lib/locale-path'
import { dateTimeFormat } from '~/lib/number-format'
import { useLocale } from '~/lib/use-locale'
import { countryName } from '../countries'
import { authQueries } from '../queries'
import { useLogout } from '../use-logout'
import { UserCentreFrame } from './user-centre-frame'

// Opened by a button: its form, checks and PIN field load then, not with the page (docs/architecture.md, section 9).
const PasswordResetForm = lazy(() => import('./password-reset-form').then((m) => ({ default: m.PasswordResetForm })))

/**
 * A section of the user centre, in the markup of Section (src/components/page-blocks.tsx), as the
 * frame writes its own: without Section's scroll-in animation, whose code (some 0.7 KB gzip) the
 * page would otherwise load before it is interactive, where it is at the budget (docs/architecture.md,
 * section 9). The frame's section above does not animate either.
 */
function UserCentreSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="page-section">
      <div className="container">
        <h2>{title}</h2>
        {children}
      </div>
    </section>
  )
}

export function UserCentrePage({ partnerApplication }: { partnerApplication?: ReactNode }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const { data: session } = useSuspenseQuery(authQueries.session())
  const logout = useLogout()
  const [changing, setChanging] = useState(false)
  if (!session) return null
  const details = {
    name: session.name,
    email: session.email,
    country: countryName(session.country, i18n),
    since: dateTimeFormat(intlLocale[locale], { dateStyle: 'long' }).format(new Date(session.createdAt)),
  }
  return (
    <UserCentreFrame details={details}>
      <UserCentreSection title={t`Password`}>
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
      </UserCentreSection>
      {partnerApplication && (
        <UserCentreSection title={t`Partner programme`}>
          {/* The application's form arrives once the page is interactive (an island): its room is kept meanwhile, so the sections below stay where they are. */}
          <div className="partner-application-slot">{partnerApplication}</div>
        </UserCentreSection>
      )}
      <UserCentreSection title={t`Sign out`}>
        <p>{t`Signing out ends your session on this device.`}</p>
        <button type="button" className="btn btn-secondary" onClick={logout}>
          {t`Sign out`}
        </button>
      </UserCentreSection>
    </UserCentreFrame>
  )
}
