import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { LocalLink } from './local-link'

/** The trading landing banner (spec section 2): live prices beside the call to start trading. */
export function TradingBanner({ ticker }: { ticker: ReactNode }) {
  const { t } = useLingui()
  return (
    <section className="trading-banner hero">
      <div className="container hero-inner">
        <div className="hero-copy">
          <h2>{t`The markets are moving`}</h2>
          <p className="hero-subtitle">{t`Follow EURUSD, gold and the Nasdaq 100 live, then trade them from one account.`}</p>
          <LocalLink className="btn btn-primary btn-large" to="/login">
            {t`Start trading now`}
          </LocalLink>
        </div>
        <div className="hero-aside">{ticker}</div>
      </div>
    </section>
  )
}
