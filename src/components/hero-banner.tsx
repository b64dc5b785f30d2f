import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { LocalLink } from './local-link'
import { RiskWarningText } from './risk-warning-text'

interface HeroBannerProps {
  title: ReactNode
  subtitle: ReactNode
  /** The partnerships page sends visitors to registration ("apply here"); every other page to sign-in. */
  variant?: 'trading' | 'partners'
  children?: ReactNode
}

/** Title, subtitle, the call to action and the risk text (spec section 2). Text and button stack below 960 px. */
export function HeroBanner({ title, subtitle, variant = 'trading', children }: HeroBannerProps) {
  const { t } = useLingui()
  return (
    <section className="hero">
      <div className="container hero-inner">
        <div className="hero-copy">
          <h1>{title}</h1>
          <p className="hero-subtitle">{subtitle}</p>
          {variant === 'partners' ? (
            <LocalLink className="btn btn-primary btn-large" to="/register" search={{ type: 'partner' }}>
              {t`Apply here`}
            </LocalLink>
          ) : (
            <LocalLink className="btn btn-primary btn-large" to="/login">
              {t`Start trading now`}
            </LocalLink>
          )}
          <p className="hero-risk">
            <RiskWarningText />
          </p>
        </div>
        {children && <div className="hero-aside">{children}</div>}
      </div>
    </section>
  )
}
