import { Trans, useLingui } from '@lingui/react/macro'
import { LocalLink } from '~/components/local-link'
import { Card, CardGrid, PageIntro, Section } from '~/components/page-blocks'
import { RegisterCta } from '~/components/register-cta'
import { RiskWarningText } from '~/components/risk-warning-text'
import { staticUntilInteractive } from '~/components/static-until-interactive'
import { TableScroll } from '~/components/table-scroll'
import { brand } from '~/config/brand'

// The table is prerendered in full; its sorting and filtering code (the filters, the sortable
// headings, the specification's figures) loads once the page is interactive, as the costs table's
// does: it kept this page 1.2 KB over the 135 KB budget of script before interaction. A filter
// chosen or typed before then is kept (src/lib/early-input.ts).
const AllInstrumentsTable = staticUntilInteractive(() => import('./all-instruments-table').then((m) => m.AllInstrumentsTable))

export function MarketsPage() {
  const { t } = useLingui()
  const costs = [
    { market: t`Forex`, example: 'EURUSD', spread: t`0.8 pips`, leverage: t`1:30 majors, 1:20 minors` },
    { market: t`Metals`, example: 'XAUUSD', spread: t`0.30 US dollars per ounce`, leverage: t`1:20 gold, 1:10 silver` },
    { market: t`Energy`, example: 'UKOIL', spread: t`0.04 US dollars per barrel`, leverage: '1:10' },
    { market: t`Spot indices`, example: 'US500', spread: t`0.5 index points`, leverage: t`1:20 major indices, 1:10 others` },
  ]
  return (
    <>
      <PageIntro title={t`Markets you can trade`} kicker={t`Trading`}>
        <p>
          <Trans>
            With one {brand.name} account you trade 30 instruments in four markets as contracts for difference (CFDs). You never
            own the underlying asset: you trade on its price, going long if you expect it to rise and short if you expect it to
            fall.
          </Trans>
        </p>
      </PageIntro>
      <Section title={t`Four markets`}>
        <CardGrid>
          <Card title={t`Forex`}>
            <p>{t`20 currency pairs, from the majors such as EURUSD and USDJPY to crosses and the offshore Chinese yuan. Prices move on interest-rate decisions, inflation and growth data, and shifts in risk sentiment.`}</p>
            <LocalLink to="/trading/forex">{t`Explore forex trading`}</LocalLink>
          </Card>
          <Card title={t`Metals`}>
            <p>{t`Gold and silver against the US dollar. Both react to real interest rates, the strength of the dollar and demand for safe havens; gold also to central-bank buying.`}</p>
            <LocalLink to="/trading/metals">{t`Explore metals trading`}</LocalLink>
          </Card>
          <Card title={t`Energy`}>
            <p>{t`Brent and WTI crude oil. Supply decisions by OPEC+, weekly US inventory figures and geopolitical events can move prices by several percent in a day.`}</p>
            <LocalLink to="/trading/energy">{t`Explore energy trading`}</LocalLink>
          </Card>
          <Card title={t`Spot indices`}>
            <p>{t`Six leading stock indices from the United States, Germany, Hong Kong and Japan. They follow company earnings, economic growth and central-bank policy.`}</p>
            <LocalLink to="/trading/spot">{t`Explore spot indices`}</LocalLink>
          </Card>
        </CardGrid>
      </Section>
      <Section title={t`Typical costs and leverage`} tone="muted">
        <p>
          <Trans>
            The main cost of a trade is the spread, the difference between the buy and the sell price. There is no commission on
            standard accounts. Positions held overnight pay or receive a swap, and spreads can widen when liquidity is thin, for
            example around major news or when a market opens.
          </Trans>
        </p>
        <TableScroll label={t`Typical spreads and maximum retail leverage by market`}>
          <table className="data-table">
            <caption>{t`Typical spreads and maximum retail leverage by market`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Market`}</th>
                <th scope="col">{t`Example instrument`}</th>
                <th scope="col">{t`Typical spread`}</th>
                <th scope="col">{t`Maximum retail leverage`}</th>
              </tr>
            </thead>
            <tbody>
              {costs.map((row) => (
                <tr key={row.example}>
                  <th scope="row">{row.market}</th>
                  <td>{row.example}</td>
                  <td>{row.spread}</td>
                  <td>{row.leverage}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </Section>
      <Section title={t`All instruments at a glance`} id="all-instruments">
        <AllInstrumentsTable />
      </Section>
      <Section title={t`How a CFD trade works`}>
        <p>
          <Trans>
            You choose the size of your position and put up only part of its value as margin. Profits and losses are calculated on
            the full position, so leverage magnifies both. If you buy gold CFDs worth 23,456 US dollars at 1:20, the margin is
            about 1,173 US dollars, and a 1% fall in the gold price costs about 235 US dollars, a fifth of that margin.
          </Trans>
        </p>
        <p>
          <Trans>
            Every retail account has negative balance protection, and positions are closed automatically if your equity falls to
            50% of the required margin. Even so, you can lose all the money in your account. Only trade with money you can afford
            to lose.
          </Trans>
        </p>
        <p>
          <RiskWarningText />
        </p>
      </Section>
      <RegisterCta />
    </>
  )
}
