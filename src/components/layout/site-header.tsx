import { useLingui } from '@lingui/react/macro'
import { headerFixThresholdPx, scrollThrottleMs } from '~/config/constants'
import { LocalLink } from '../local-link'
import { Logo } from '../logo'
import { DesktopMenu } from './desktop-menu'
import { HeaderSearch } from './header-search'
import { LanguageSelector } from './language-selector'
import { MobileDrawer } from './mobile-drawer'
import { useScrolledPast } from './use-scrolled-past'

export function SiteHeader() {
  const { t } = useLingui()
  const compact = useScrolledPast(headerFixThresholdPx, scrollThrottleMs)
  return (
    // The slot keeps the header's height in the flow, so fixing the header never shifts the page.
    <div className="header-slot">
      <header className={compact ? 'site-header is-fixed' : 'site-header'} data-fixed={compact}>
        <div className="container header-bar">
          <LocalLink to="/" className="logo-link header-logo" aria-label={t`Home`}>
            <Logo />
          </LocalLink>
          <DesktopMenu />
          <div className="header-actions">
            <HeaderSearch />
            <LanguageSelector className="header-language" />
            <LocalLink className="btn btn-secondary header-login" to="/login">{t`Log in`}</LocalLink>
            <LocalLink className="btn btn-primary header-register" to="/register">{t`Open account`}</LocalLink>
            <MobileDrawer />
          </div>
        </div>
      </header>
    </div>
  )
}
