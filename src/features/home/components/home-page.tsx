import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { DownloadBanner } from '~/components/download-banner'
import { HeroBanner } from '~/components/hero-banner'
import { LocalLink } from '~/components/local-link'
import { Card, CardGrid, Section } from '~/components/page-blocks'
import { ProductShotIsland as ProductShot } from '~/components/product-shot-island'
import { RegisterCta } from '~/components/register-cta'
import { brand } from '~/config/brand'

export function HomePage({ ticker }: { ticker?: ReactNode }) {
  const { t } = useLingui()
  return (
    <>
      <HeroBanner
        title={t`Trade the world's markets with a regulated broker`}
        subtitle={t`Forex, gold, oil and the leading stock indices as CFDs, on the MC Trader app or MetaTrader 4, with spreads from 0.8 pips and support in your language.`}
      >
        {ticker}
      </HeroBanner>
      <Section title={t`Markets at your fingertips`}>
        <CardGrid>
          <Card title={t`Forex`}>
            <p>{t`20 currency pairs, from EURUSD to USDCNH, tradable 24 hours a day from Sunday evening to Friday night.`}</p>
            <LocalLink to="/trading/forex">{t`Explore forex`}</LocalLink>
          </Card>
          <Card title={t`Metals`}>
            <p>{t`Gold and silver against the US dollar: the classic safe havens in times of uncertainty.`}</p>
            <LocalLink to="/trading/metals">{t`Explore metals`}</LocalLink>
          </Card>
          <Card title={t`Energy`}>
            <p>{t`Brent and WTI crude oil, driven by OPEC+ decisions, inventories and the global economy.`}</p>
            <LocalLink to="/trading/energy">{t`Explore energy`}</LocalLink>
          </Card>
          <Card title={t`Spot indices`}>
            <p>{t`The US 500, Wall Street 30, Nasdaq 100, Germany 30, Hong Kong 50 and Japan 225 in one account.`}</p>
            <LocalLink to="/trading/spot">{t`Explore indices`}</LocalLink>
          </Card>
        </CardGrid>
      </Section>
      <Section title={t`Two platforms, one account`} tone="muted">
        <div className="product-stage">
          <ProductShot screen="instrument" device="desktop" />
          <ProductShot screen="quotes" device="phone" />
        </div>
        <CardGrid>
          <Card title={t`MC Trader app`}>
            <p>{t`Our own app for Android and iOS: live prices, charts with 50 indicators, one-tap trading and price alerts.`}</p>
            <LocalLink to="/platforms/mctrader">{t`About the app`}</LocalLink>
          </Card>
          <Card title={t`MetaTrader 4`}>
            <p>{t`The industry standard for automated trading with Expert Advisors, custom indicators and a huge community.`}</p>
            <LocalLink to="/platforms/mt4">{t`About MetaTrader 4`}</LocalLink>
          </Card>
        </CardGrid>
      </Section>
      <Section title={t`Why traders choose ${brand.name}`}>
        <ul className="feature-list">
          <li>
            <strong>{t`Regulated in the European Union.`}</strong>{' '}
            <Trans>
              {brand.legalEntity} is authorised by {brand.regulatorShort}. Client money is held in segregated accounts at major
              European banks.
            </Trans>
          </li>
          <li>
            <strong>{t`Negative balance protection.`}</strong>{' '}
            {t`As a retail client you can never lose more than the money in your account.`}
          </li>
          <li>
            <strong>{t`Fast funding.`}</strong>{' '}
            {t`Deposit by card in minutes or by bank wire; withdrawals are processed within one business day.`}
          </li>
          <li>
            <strong>{t`Support that speaks your language.`}</strong>{' '}
            {t`Our team answers in English, German and Polish, 24 hours a day on trading days.`}
          </li>
        </ul>
        <p>
          <LocalLink to="/about/why">{t`More reasons to trade with us`}</LocalLink>
        </p>
      </Section>
      <RegisterCta />
      <DownloadBanner />
    </>
  )
}
