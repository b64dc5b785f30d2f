import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { LocalLink } from '~/components/local-link'
import { Card, CardGrid, PageIntro, Section } from '~/components/page-blocks'
import { RegisterCta } from '~/components/register-cta'
import { RiskWarningText } from '~/components/risk-warning-text'
import { TableScroll } from '~/components/table-scroll'
import { TradingBanner } from '~/components/trading-banner'
import { brand } from '~/config/brand'
import { intlLocale } from '~/lib/locale-path'
import { numberFormat } from '~/lib/number-format'
import { useLocale } from '~/lib/use-locale'

const leverageGroups = [
  { leverage: 30, margin: 1 / 30 },
  { leverage: 20, margin: 0.05 },
  { leverage: 10, margin: 0.1 },
] as const

export function TradingHubPage({ ticker }: { ticker?: ReactNode }) {
  const { t } = useLingui()
  const locale = useLocale()
  const percent = numberFormat(intlLocale[locale], { style: 'percent', maximumFractionDigits: 2 })
  const groupNames = [
    t`Major currency pairs`,
    t`Minor currency pairs, gold, major stock indices`,
    t`Silver, crude oil, other stock indices`,
  ]
  return (
    <>
      <PageIntro title={t`Trading with ${brand.name}`} kicker={t`Trading`}>
        <p>
          <Trans>
            Everything you need to trade in one place: two platforms, 30 instruments across forex, metals, energy and stock
            indices, and tools that help you plan each trade and manage its risk. This page sums up the conditions that apply to
            every retail account.
          </Trans>
        </p>
      </PageIntro>
      {ticker && <TradingBanner ticker={ticker} />}
      <Section title={t`Choose your platform`}>
        <CardGrid>
          <Card title={t`MC Trader app`}>
            <p>{t`Our own app for Android and iOS, with live prices, charts, one-tap orders, price alerts and biometric login.`}</p>
            <LocalLink to="/platforms/mctrader">{t`Discover the MC Trader app`}</LocalLink>
          </Card>
          <Card title={t`MetaTrader 4`}>
            <p>{t`The desktop and mobile platform by MetaQuotes, built for in-depth charting and automated trading with Expert Advisors.`}</p>
            <LocalLink to="/platforms/mt4">{t`Discover MetaTrader 4`}</LocalLink>
          </Card>
          <Card title={t`Compare the platforms`}>
            <p>{t`Not sure which one suits you? See charts, indicators, automation and devices side by side.`}</p>
            <LocalLink to="/trading/platforms">{t`Compare MC Trader and MetaTrader 4`}</LocalLink>
          </Card>
        </CardGrid>
      </Section>
      <Section title={t`Markets and tools`} tone="muted">
        <CardGrid>
          <Card title={t`Four markets, one account`}>
            <p>{t`20 currency pairs, gold and silver, Brent and WTI crude oil, and six leading stock indices, all traded as CFDs.`}</p>
            <LocalLink to="/trading/markets">{t`See all markets`}</LocalLink>
          </Card>
          <Card title={t`Economic calendar`}>
            <p>{t`Interest-rate decisions, inflation and employment figures, with the time of each release and its expected impact.`}</p>
            <LocalLink to="/trading/calendar">{t`Open the economic calendar`}</LocalLink>
          </Card>
          <Card title={t`Real-time quotes`}>
            <p>{t`Live buy and sell prices and the current spread for every instrument we offer.`}</p>
            <LocalLink to="/trading/realtime">{t`View real-time quotes`}</LocalLink>
          </Card>
        </CardGrid>
        <p>
          <LocalLink to="/trading/tools">{t`More trading and risk management tools`}</LocalLink>
        </p>
      </Section>
      <Section title={t`Leverage for retail clients`}>
        <p>
          <Trans>
            As an EU investment firm authorised by {brand.regulatorShort}, {brand.legalEntity} applies the leverage limits set by
            the European Securities and Markets Authority (ESMA) to every retail account. The margin you need is the position
            value divided by the leverage.
          </Trans>
        </p>
        <TableScroll label={t`Maximum leverage and margin for retail clients`}>
          <table className="data-table">
            <caption>{t`Maximum leverage and margin for retail clients`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Instrument group`}</th>
                <th scope="col" className="num">{t`Maximum leverage`}</th>
                <th scope="col" className="num">{t`Margin required`}</th>
              </tr>
            </thead>
            <tbody>
              {leverageGroups.map((group, index) => (
                <tr key={group.leverage}>
                  <th scope="row">{groupNames[index]}</th>
                  <td className="num">1:{group.leverage}</td>
                  <td className="num">{percent.format(group.margin)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </Section>
      <Section title={t`Trading conditions at a glance`} tone="muted">
        <ul className="bullet-list">
          <li>
            <strong>{t`Margin close-out at 50%.`}</strong>{' '}
            {t`If your equity falls to half of the margin your open positions require, we start closing positions, beginning with the one showing the largest loss, until the margin level is back above 50%.`}
          </li>
          <li>
            <strong>{t`Negative balance protection.`}</strong>{' '}
            {t`As a retail client you can never lose more than the money in your account; if a sharp market move takes your balance below zero, we reset it to zero.`}
          </li>
          <li>
            <strong>{t`Swaps.`}</strong>{' '}
            {t`Positions still open at 22:00 UTC pay or receive an overnight financing charge. It is tripled once a week to cover the weekend: on Wednesday for forex and metals, on Friday for energy and indices.`}
          </li>
          <li>
            <strong>{t`Order types.`}</strong>{' '}
            {t`Market orders, buy and sell limit orders, buy and sell stop orders, and stop loss and take profit on every position. MetaTrader 4 adds trailing stops.`}
          </li>
        </ul>
        <p>
          <RiskWarningText />
        </p>
      </Section>
      <RegisterCta />
    </>
  )
}
