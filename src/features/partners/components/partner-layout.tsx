import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { ExternalMark } from '~/components/layout/external-mark'
import { LanguageSelector } from '~/components/layout/language-selector'
import { LocalLink } from '~/components/local-link'
import { Logo } from '~/components/logo'
import { PaymentMethods } from '~/components/payment-methods'
import { staticUntilInteractive } from '~/components/static-until-interactive'
import { brand } from '~/config/brand'
import { legalLinksFor } from '~/config/legal-links'
import { useLocale } from '~/lib/use-locale'
import { PartnerProgrammeLogo } from './partner-programme-logo'

// The lead form's code (the request layer, its checks) loads once the page is interactive: what is
// typed before is kept and a send is held until the form can take it (src/lib/early-input.ts).
const LeadForm = staticUntilInteractive(() => import('./lead-form').then((m) => m.LeadForm))

export interface PartnerLayoutOptions {
  /** 2: a static bar with the logo and three links (hidden on small screens); otherwise the overlay header. */
  numNav: number
  /** 0 hides the footer. */
  footer: number
  showForm: boolean
}

/** The partner-programme layout of spec section 2. */
export function PartnerLayout({ numNav, footer, showForm, children }: PartnerLayoutOptions & { children: ReactNode }) {
  const { t } = useLingui()
  return (
    <div className="partner-page">
      <a className="skip-link" href="#main">
        {t`Skip to content`}
      </a>
      {numNav === 2 ? <PartnerBar /> : <PartnerOverlayHeader />}
      <main id="main" tabIndex={-1}>
        {children}
        {showForm && (
          <div className="container">
            <LeadForm />
          </div>
        )}
      </main>
      {footer !== 0 && <PartnerFooter />}
    </div>
  )
}

function PartnerLinks() {
  const { t } = useLingui()
  return (
    <ul className="partner-links">
      <li>
        <LocalLink to="/about/why">{t`Why MC Markets`}</LocalLink>
      </li>
      <li>
        <LocalLink to="/trading/forex">{t`Trading Markets`}</LocalLink>
      </li>
      <li>
        <LocalLink to="/platforms/mt4">{t`Platforms`}</LocalLink>
      </li>
    </ul>
  )
}

function PartnerBar() {
  const { t } = useLingui()
  return (
    <header className="partner-bar">
      <nav className="container partner-bar-inner" aria-label={t`Partner programme`}>
        <LocalLink to="/" className="logo-link" aria-label={t`Home`}>
          <Logo />
        </LocalLink>
        <PartnerLinks />
        <LanguageSelector />
      </nav>
      {/* Small screens hide the bar (spec section 2) but keep the brand and the choice of language. */}
      <div className="container partner-bar-compact">
        <LocalLink to="/" className="logo-link" aria-label={t`Home`}>
          <Logo />
        </LocalLink>
        <LanguageSelector />
      </div>
    </header>
  )
}

function PartnerOverlayHeader() {
  const { t } = useLingui()
  return (
    <header className="partner-overlay">
      <div className="container partner-overlay-inner">
        <LocalLink to="/" className="logo-link" aria-label={t`Home`}>
          <Logo variant="light" />
        </LocalLink>
        <a className="partner-site-logo" href={brand.urls.partnershipsSite} target="_blank" rel="noopener">
          <PartnerProgrammeLogo />
          <ExternalMark />
        </a>
        <LanguageSelector />
        <a className="btn btn-primary" href={brand.urls.partnerPortal} target="_blank" rel="noopener">
          {t`Become an Affiliate`}
          <ExternalMark />
        </a>
      </div>
    </header>
  )
}

function PartnerFooter() {
  const { t } = useLingui()
  const legalLinks = legalLinksFor(useLocale())
  return (
    <footer className="site-footer partner-footer">
      <div className="container footer-grid">
        {/* Named apart from the bar's navigation, so a screen reader's list of landmarks tells the two apart. */}
        <nav aria-label={t`Partner programme, footer`}>
          <ul className="partner-links">
            <li>
              <LocalLink to="/">{t`Home`}</LocalLink>
            </li>
            <li>
              <LocalLink to="/about/why">{t`Why MC Markets`}</LocalLink>
            </li>
            <li>
              <LocalLink to="/trading/forex">{t`Trading Markets`}</LocalLink>
            </li>
            <li>
              <LocalLink to="/platforms/mt4">{t`Platforms`}</LocalLink>
            </li>
            <li>
              <a href={brand.urls.partnerPortal} target="_blank" rel="noopener">
                {t`Become a Partner`}
                <ExternalMark />
              </a>
            </li>
            <li>
              <a href={legalLinks.riskDisclosure}>{t`Risk disclosure (PDF)`}</a>
            </li>
          </ul>
        </nav>
        <div className="footer-payments">
          <h2 className="footer-heading">{t`Payment methods`}</h2>
          <PaymentMethods methods={brand.partnerPaymentMethods} />
        </div>
        <div className="footer-legal">
          <p>
            <Trans>
              Partners contact: <a href={`mailto:${brand.partnersEmail}`}>{brand.partnersEmail}</a>.
            </Trans>
          </p>
          <p className="footer-copy">
            © {new Date().getFullYear()} {brand.legalEntity}
          </p>
        </div>
      </div>
    </footer>
  )
}
