import { Trans, useLingui } from '@lingui/react/macro'
import { LocalLink } from '~/components/local-link'
import { Card, CardGrid, PageIntro, Section } from '~/components/page-blocks'
import { RegisterCta } from '~/components/register-cta'
import { TableScroll } from '~/components/table-scroll'
import { brand } from '~/config/brand'

export function PlatformsPage() {
  const { t } = useLingui()
  const comparison = [
    {
      feature: t`Charts`,
      mcTrader: t`Interactive charts with drawing tools and nine timeframes from one minute to one month`,
      mt4: t`Three chart types, nine timeframes and many charts open side by side on the desktop`,
    },
    {
      feature: t`Indicators`,
      mcTrader: t`50 built-in indicators, from moving averages to the RSI and Bollinger Bands`,
      mt4: t`30 built-in indicators plus thousands of custom indicators written in MQL4`,
    },
    {
      feature: t`Expert Advisors`,
      mcTrader: t`Not supported; every order is placed by you`,
      mt4: t`Yes, run and backtest automated strategies on the desktop terminal`,
    },
    {
      feature: t`Price alerts`,
      mcTrader: t`Push notifications to your phone, even when the app is closed`,
      mt4: t`Alerts in the terminal by sound, e-mail or notification to MetaTrader 4 on your phone`,
    },
    {
      feature: t`One-tap trading`,
      mcTrader: t`Yes, open and close positions with a single tap`,
      mt4: t`Yes, with one-click trading switched on in the terminal settings`,
    },
    {
      feature: t`Devices`,
      mcTrader: t`Android and iOS phones and tablets`,
      mt4: t`Windows and macOS computers, Android and iOS phones and tablets`,
    },
  ]
  return (
    <>
      <PageIntro title={t`Trading platforms`} kicker={t`Trading`}>
        <p>
          <Trans>
            Trade with {brand.name} on our own MC Trader app or on MetaTrader 4, the platform by MetaQuotes used by millions of
            traders. Both give you the same instruments, the same prices and the same trading conditions; they differ in how you
            work.
          </Trans>
        </p>
      </PageIntro>
      <Section title={t`Which platform suits you`}>
        <CardGrid>
          <Card title={t`MC Trader app`}>
            <p>
              {t`Built for trading on the move: a clean interface, fast order entry, price alerts and secure login with your fingerprint or face. The right choice if you trade by hand and want to follow the markets from your phone.`}
            </p>
            <LocalLink to="/platforms/mctrader">{t`Learn more about the MC Trader app`}</LocalLink>
          </Card>
          <Card title={t`MetaTrader 4`}>
            <p>
              {t`Built for analysis and automation: detailed charts on a large screen, custom indicators and Expert Advisors that trade for you according to rules you define. The right choice if you test strategies or want to automate them.`}
            </p>
            <LocalLink to="/platforms/mt4">{t`Learn more about MetaTrader 4`}</LocalLink>
          </Card>
        </CardGrid>
      </Section>
      <Section title={t`MC Trader and MetaTrader 4 compared`} tone="muted">
        <TableScroll label={t`Features of the MC Trader app and MetaTrader 4`}>
          <table className="data-table">
            <caption>{t`Features of the MC Trader app and MetaTrader 4`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Feature`}</th>
                <th scope="col">{t`MC Trader app`}</th>
                <th scope="col">{t`MetaTrader 4`}</th>
              </tr>
            </thead>
            <tbody>
              {comparison.map((row) => (
                <tr key={row.feature}>
                  <th scope="row">{row.feature}</th>
                  <td>{row.mcTrader}</td>
                  <td>{row.mt4}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </Section>
      <Section title={t`The same conditions on both platforms`}>
        <ul className="bullet-list">
          <li>{t`The same 30 instruments: currency pairs, gold and silver, crude oil and stock indices.`}</li>
          <li>{t`The same spreads and swaps, and the same order execution policy.`}</li>
          <li>{t`Retail leverage of up to 1:30, margin close-out at 50% and negative balance protection.`}</li>
          <li>{t`Free demo accounts with virtual funds, so you can try either platform without risking money.`}</li>
        </ul>
        <p>
          <Trans>
            Deposits, withdrawals and identity checks are handled in the client portal, whichever platform you trade on. If you
            are unsure which to pick, start with a demo account on each and compare them with your own strategy.
          </Trans>
        </p>
      </Section>
      <RegisterCta />
    </>
  )
}
