import { Trans, useLingui } from '@lingui/react/macro'
import { LocalLink } from '~/components/local-link'
import { Card, CardGrid, PageIntro, Section } from '~/components/page-blocks'
import { RegisterCta } from '~/components/register-cta'
import { TableScroll } from '~/components/table-scroll'

export function WhatPage() {
  const { t } = useLingui()
  return (
    <>
      <PageIntro title={t`What you can trade`} kicker={t`Introduction`}>
        <p>
          <Trans>
            One account gives you 30 markets in four asset classes: 20 currency pairs, gold and silver, Brent and WTI crude oil,
            and six of the world's leading stock indices, all traded as CFDs.
          </Trans>
        </p>
      </PageIntro>
      <Section title={t`Four markets, one account`}>
        <CardGrid>
          <Card title={t`Forex`}>
            <p>{t`20 currency pairs, from EURUSD, GBPUSD and USDJPY to crosses such as EURGBP and AUDNZD and the Asian pairs USDCNH and USDHKD. Open 24 hours a day from Sunday 22:00 to Friday 22:00 UTC.`}</p>
            <LocalLink to="/trading/forex">{t`Explore forex trading`}</LocalLink>
          </Card>
          <Card title={t`Metals`}>
            <p>{t`Spot gold (XAUUSD) and spot silver (XAGUSD), priced in US dollars per troy ounce. Metals are often sought as a store of value when inflation rises or markets are under stress.`}</p>
            <LocalLink to="/trading/metals">{t`Explore metals trading`}</LocalLink>
          </Card>
          <Card title={t`Energy`}>
            <p>{t`Brent (UKOIL) and WTI (USOIL) crude oil, priced in US dollars per barrel and driven by OPEC+ decisions, inventory data and global demand.`}</p>
            <LocalLink to="/trading/energy">{t`Explore energy trading`}</LocalLink>
          </Card>
          <Card title={t`Spot indices`}>
            <p>{t`The US 500, Wall Street 30, Nasdaq 100, Germany 30, Hong Kong 50 and Japan 225: trade the direction of a whole stock market in a single position.`}</p>
            <LocalLink to="/trading/spot">{t`Explore spot indices`}</LocalLink>
          </Card>
        </CardGrid>
      </Section>
      <Section title={t`Leverage by market`} tone="muted">
        <p>
          <Trans>
            European rules cap the leverage a retail client may use, depending on how volatile a market is. The lower the
            leverage, the more margin a position needs. Major currency pairs are those made up of two of the US dollar, euro,
            Japanese yen, British pound, Canadian dollar and Swiss franc.
          </Trans>
        </p>
        <TableScroll label={t`Maximum leverage for retail clients`}>
          <table className="data-table">
            <caption>{t`Maximum leverage for retail clients`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Market`}</th>
                <th scope="col">{t`Maximum leverage`}</th>
                <th scope="col" className="num">
                  {t`Margin required`}
                </th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{t`Major currency pairs, such as EURUSD, USDJPY, EURGBP and GBPJPY`}</th>
                <td>1:30</td>
                <td className="num">3.33%</td>
              </tr>
              <tr>
                <th scope="row">{t`Other currency pairs, such as AUDUSD, NZDUSD and USDCNH`}</th>
                <td>1:20</td>
                <td className="num">5%</td>
              </tr>
              <tr>
                <th scope="row">{t`Gold`}</th>
                <td>1:20</td>
                <td className="num">5%</td>
              </tr>
              <tr>
                <th scope="row">{t`US 500, Wall Street 30, Nasdaq 100, Germany 30, Japan 225`}</th>
                <td>1:20</td>
                <td className="num">5%</td>
              </tr>
              <tr>
                <th scope="row">{t`Hong Kong 50`}</th>
                <td>1:10</td>
                <td className="num">10%</td>
              </tr>
              <tr>
                <th scope="row">{t`Silver, Brent and WTI crude oil`}</th>
                <td>1:10</td>
                <td className="num">10%</td>
              </tr>
            </tbody>
          </table>
        </TableScroll>
      </Section>
      <Section title={t`What every market has in common`}>
        <ul className="bullet-list">
          <li>{t`You can buy or sell, so you can aim to profit from falling prices as well as rising ones, and you can lose in either case.`}</li>
          <li>{t`The spread is the main trading cost; there is no commission on standard accounts.`}</li>
          <li>{t`Positions held open overnight pay or receive a swap.`}</li>
          <li>{t`Retail accounts are protected by negative balance protection and a margin close-out at 50%.`}</li>
        </ul>
        <p>
          <LocalLink to="/trading/realtime">{t`See real-time quotes for every market`}</LocalLink>
        </p>
      </Section>
      <RegisterCta />
    </>
  )
}
