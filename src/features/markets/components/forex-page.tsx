import { Trans, useLingui } from '@lingui/react/macro'
import { Card, CardGrid, PageIntro, Section } from '~/components/page-blocks'
import { RegisterCta } from '~/components/register-cta'
import { InstrumentTable } from './instrument-table'

export function ForexPage() {
  const { t } = useLingui()
  return (
    <>
      <PageIntro title={t`Forex trading`} kicker={t`Markets`}>
        <p>
          <Trans>
            The foreign exchange market is the largest and most liquid market in the world, with more than 7 trillion US dollars
            changing hands every day. Trade 20 currency pairs as CFDs, from the majors to the Asian crosses, around the clock from
            Sunday evening to Friday night.
          </Trans>
        </p>
      </PageIntro>
      <Section title={t`Currency pairs you can trade`}>
        <p>
          <Trans>
            A currency pair shows how many units of the second currency one unit of the first buys. You buy a pair when you expect
            the first currency to strengthen and sell it when you expect it to weaken.
          </Trans>
        </p>
        <InstrumentTable market="forex" caption={t`Forex pairs, trading hours and typical spreads`} />
      </Section>
      <Section title={t`Why trade forex with us`} tone="muted">
        <CardGrid>
          <Card title={t`Tight, transparent pricing`}>
            <p>{t`Spreads on EURUSD from 0.8 pips in normal market conditions, with no hidden mark-ups and no commission on standard accounts.`}</p>
          </Card>
          <Card title={t`Execution without dealing desk intervention`}>
            <p>{t`Orders are filled at the best price available from our liquidity providers; our order execution policy describes exactly how.`}</p>
          </Card>
          <Card title={t`Leverage within ESMA limits`}>
            <p>{t`Retail clients trade major pairs with leverage of up to 1:30 and minor pairs up to 1:20, with negative balance protection on every account.`}</p>
          </Card>
        </CardGrid>
      </Section>
      <Section title={t`Costs of a forex trade`}>
        <p>
          <Trans>
            The main cost is the spread, the difference between the buy and the sell price. Positions held open past 22:00 UTC pay
            or receive a swap, the interest-rate difference between the two currencies. Swaps are tripled on Wednesday nights to
            cover the weekend.
          </Trans>
        </p>
        <p>
          <Trans>
            Example: buying one standard lot (100,000 euros) of EURUSD at a spread of 0.8 pips costs 8 US dollars to open. With
            leverage of 1:30, the margin required is about 3,600 US dollars at a price of 1.0850.
          </Trans>
        </p>
      </Section>
      <Section title={t`What moves currency prices`} tone="muted">
        <ul className="bullet-list">
          <li>{t`Central-bank interest-rate decisions and the guidance that comes with them.`}</li>
          <li>{t`Inflation, employment and growth figures; our economic calendar lists every release.`}</li>
          <li>{t`Political events, elections and trade negotiations.`}</li>
          <li>{t`Risk sentiment: in times of stress, money tends to flow to the US dollar, the Swiss franc and the yen.`}</li>
        </ul>
      </Section>
      <RegisterCta />
    </>
  )
}
