import { Trans, useLingui } from '@lingui/react/macro'
import { LocalLink } from '~/components/local-link'
import { Card, CardGrid, PageIntro, Section } from '~/components/page-blocks'
import { RegisterCta } from '~/components/register-cta'
import { brand } from '~/config/brand'

export function WhyPage() {
  const { t } = useLingui()
  return (
    <>
      <PageIntro title={t`Why trade with us`} kicker={t`Introduction`}>
        <p>
          <Trans>
            Choosing a broker is choosing who holds your money and fills your orders. Here is what {brand.name} offers, and how
            you can check it for yourself.
          </Trans>
        </p>
      </PageIntro>
      <Section title={t`Pricing and execution`}>
        <CardGrid>
          <Card title={t`Spreads from 0.8 pips`}>
            <p>{t`Spreads on EURUSD start at 0.8 pips in normal market conditions, with no commission on standard accounts. Spreads and swaps for every market are published on the market pages.`}</p>
          </Card>
          <Card title={t`Prices from several liquidity providers`}>
            <p>{t`Our prices are aggregated from tier-1 banks and non-bank market makers, so you trade on the best bid and offer available to us at that moment.`}</p>
          </Card>
          <Card title={t`No dealing desk intervention`}>
            <p>{t`Orders are executed automatically without manual requotes. Price improvement is passed on to you, just as negative slippage is.`}</p>
          </Card>
        </CardGrid>
        <p>
          <LocalLink to="/about/providers">{t`How we source prices and execute orders`}</LocalLink>
        </p>
      </Section>
      <Section title={t`Protection built into every account`} tone="muted">
        <ul className="feature-list">
          <li>
            <strong>{t`Negative balance protection.`}</strong>{' '}
            {t`As a retail client you can never lose more than the money in your account.`}
          </li>
          <li>
            <strong>{t`Margin close-out at 50%.`}</strong>{' '}
            {t`If your equity falls to half of the margin your positions require, we close positions automatically to limit further losses.`}
          </li>
          <li>
            <strong>{t`Leverage within ESMA limits.`}</strong>{' '}
            {t`Retail leverage is capped at 1:30 on major currency pairs, 1:20 on other pairs, gold and major indices, and 1:10 on other commodities and non-major indices.`}
          </li>
        </ul>
      </Section>
      <Section title={t`Platforms for every style`}>
        <p>
          <Trans>
            Trade on the MC Trader app for Android and iOS, with live prices, charts, one-tap trading and price alerts, or on
            MetaTrader 4, the industry standard for automated trading with Expert Advisors. Both platforms share the same account,
            prices and conditions.
          </Trans>
        </p>
        <p>
          <LocalLink to="/trading/platforms">{t`Compare our trading platforms`}</LocalLink>
        </p>
      </Section>
      <Section title={t`Support in your language`} tone="muted">
        <p>
          <Trans>
            Our support team answers in English, German and Polish, 24 hours a day from Sunday evening to Friday night. Write to{' '}
            {brand.email} or call {brand.phone}; you speak to people who know the platforms, not to a script.
          </Trans>
        </p>
      </Section>
      <Section title={t`Security you can verify`}>
        <ul className="bullet-list">
          <li>
            <Trans>
              {brand.legalEntity} is regulated by {brand.regulatorShort} under licence no. {brand.licenceNumber}; you can look us
              up in the regulator's public register.
            </Trans>
          </li>
          <li>{t`Client money is kept in segregated accounts at European banks, separate from our own funds.`}</li>
          <li>{t`Eligible clients are covered by the Investor Compensation Fund for up to 20,000 euros.`}</li>
          <li>{t`The client portal and both platforms use encrypted connections, and we will never ask for your password by e-mail or phone.`}</li>
        </ul>
      </Section>
      <RegisterCta />
    </>
  )
}
