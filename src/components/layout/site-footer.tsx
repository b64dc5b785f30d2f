import { Trans, useLingui } from '@lingui/react/macro'
import { brand } from '~/config/brand'
import { legalLinksFor } from '~/config/legal-links'
import { openCookieSettings } from '~/lib/consent'
import { useLocale } from '~/lib/use-locale'
import { LocalLink } from '../local-link'
import { Logo } from '../logo'
import { PaymentMethods } from '../payment-methods'
import { ExternalMark } from './external-mark'
import { FooterRiskWarning } from './footer-risk-warning'
import { ThemeSelectorIsland } from './theme-selector-island'

export function SiteFooter() {
  const { t } = useLingui()
  const legalLinks = legalLinksFor(useLocale())
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <nav className="footer-links" aria-label={t`Footer`}>
          <div>
            <h2 className="footer-heading">{t`Quickstart`}</h2>
            <ul>
              <li>
                <LocalLink to="/about">{t`About us`}</LocalLink>
              </li>
              <li>
                <LocalLink to="/about/why">{t`Why trade with us`}</LocalLink>
              </li>
              <li>
                <LocalLink to="/account/overview">{t`Account overview`}</LocalLink>
              </li>
              <li>
                <LocalLink to="/account/funding">{t`Funding`}</LocalLink>
              </li>
              <li>
                <LocalLink to="/account/withdrawals">{t`Withdrawals`}</LocalLink>
              </li>
            </ul>
          </div>
          <div>
            <h2 className="footer-heading">{t`Trading instruments`}</h2>
            <ul>
              <li>
                <LocalLink to="/trading/forex">{t`Forex`}</LocalLink>
              </li>
              <li>
                <LocalLink to="/trading/metals">{t`Metals`}</LocalLink>
              </li>
              <li>
                <LocalLink to="/trading/energy">{t`Energy`}</LocalLink>
              </li>
              <li>
                <LocalLink to="/trading/spot">{t`Spot indices`}</LocalLink>
              </li>
              <li>
                <LocalLink to="/trading/realtime">{t`Real-time quotes`}</LocalLink>
              </li>
            </ul>
          </div>
          <div>
            <h2 className="footer-heading">{t`More`}</h2>
            <ul>
              <li>
                <LocalLink to="/more/faq">{t`Help centre (FAQ)`}</LocalLink>
              </li>
              <li>
                <LocalLink to="/more/contact">{t`Contact`}</LocalLink>
              </li>
              <li>
                <LocalLink to="/more/company">{t`Company`}</LocalLink>
              </li>
              <li>
                <LocalLink to="/more/legal">{t`Legal documents`}</LocalLink>
              </li>
              <li>
                <LocalLink to="/more/accessibility">{t`Accessibility`}</LocalLink>
              </li>
              <li>
                <button type="button" className="link-button" onClick={openCookieSettings}>
                  {t`Cookie settings`}
                </button>
              </li>
              <li>
                <a href={legalLinks.riskDisclosure}>{t`Risk disclosure (PDF)`}</a>
              </li>
              <li>
                <a href={legalLinks.cookiePolicy}>{t`Cookie policy (PDF)`}</a>
              </li>
            </ul>
          </div>
          <div className="footer-partners">
            <h2 className="footer-heading">{t`Partners`}</h2>
            <p>{t`Introducing brokers and affiliates earn on every lot their clients trade.`}</p>
            <ul>
              <li>
                <LocalLink to="/partner">{t`Partner programme`}</LocalLink>
              </li>
              <li>
                <a href={brand.urls.partnerPortal} target="_blank" rel="noopener">
                  {t`Partner portal`}
                  <ExternalMark />
                </a>
              </li>
            </ul>
          </div>
        </nav>
        <div className="footer-payments">
          <h2 className="footer-heading">{t`Payment methods`}</h2>
          <PaymentMethods methods={brand.paymentMethods} />
        </div>
        <ThemeSelectorIsland />
        <div className="footer-legal">
          <Logo variant="light" />
          <p>
            <Trans>
              {brand.legalEntity} is authorised and regulated by the {brand.regulator} under CIF licence no. {brand.licenceNumber}
              , company registration {brand.companyNumber}.
            </Trans>
          </p>
          <FooterRiskWarning />
          <div className="footer-addresses">
            <address>
              <strong>{t`Registered office`}</strong>
              {brand.registeredAddress.lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
            <address>
              <strong>{t`Business office`}</strong>
              {brand.businessAddress.lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
            <address>
              <strong>{t`Contact`}</strong>
              <a href={`mailto:${brand.email}`}>{brand.email}</a>
              <a href={`tel:${brand.phone.replace(/\s/g, '')}`}>{brand.phone}</a>
            </address>
          </div>
          <p className="footer-restriction">
            <Trans>
              The information on this site is not directed at residents of the United States, Belgium or any country where its
              distribution would be contrary to local law or regulation.
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
