import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { LanguageSelector } from './layout/language-selector'
import { ThemeSelectorIsland } from './layout/theme-selector-island'
import { LocalLink } from './local-link'
import { Logo } from './logo'
import { RiskWarningText } from './risk-warning-text'

/** The login/registration shell of spec section 2: language selector, headline, the form's card, lock tip, risk notice; the theme choice below, as these pages have no site footer. */
export function AuthShell({
  title,
  intro,
  children,
  aside,
}: {
  title: ReactNode
  intro?: ReactNode
  children: ReactNode
  aside?: ReactNode
}) {
  const { t } = useLingui()
  return (
    <div className="auth-shell">
      <header className="auth-top container">
        <LocalLink to="/" className="logo-link" aria-label={t`Home`}>
          <Logo />
        </LocalLink>
        <LanguageSelector />
      </header>
      <main id="main" className="auth-main container">
        <h1>{title}</h1>
        {intro && <p className="lead">{intro}</p>}
        <div className="auth-card">{children}</div>
        <p className="lock-tip">
          <span className="lock-icon" aria-hidden="true" />
          {t`Your connection is encrypted. We will never ask for your password by e-mail or phone.`}
        </p>
        {aside}
        <p className="auth-risk">
          <RiskWarningText />
        </p>
      </main>
      <footer className="auth-footer container">
        <ThemeSelectorIsland />
      </footer>
    </div>
  )
}
