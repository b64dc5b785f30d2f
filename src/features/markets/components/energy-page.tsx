import { Trans, useLingui } from '@lingui/react/macro'
import { LocalLink } from '~/components/local-link'
import { PageIntro, Section } from '~/components/page-blocks'
import { RegisterCta } from '~/components/register-cta'
import { InstrumentTable } from './instrument-table'

export function EnergyPage() {
  const { t } = useLingui()
  return (
    <>
      <PageIntro title={t`Crude oil trading`} kicker={t`Markets`}>
        <p>
          <Trans>
            Oil is the world's most traded commodity and one of its most closely watched prices. Trade the two global benchmarks,
            Brent and WTI, as CFDs: go long when you expect prices to rise or short when you expect them to fall, without handling
            futures contracts yourself.
          </Trans>
        </p>
      </PageIntro>
      <Section title={t`Brent and WTI`}>
        <p>
          <Trans>
            UKOIL follows Brent, the crude pumped from the North Sea and the reference for most of the oil traded internationally.
            USOIL follows West Texas Intermediate (WTI), the US benchmark. The two usually move together, but the gap between them
            changes with supply in each region.
          </Trans>
        </p>
        <InstrumentTable market="energy" caption={t`Energy instruments, trading hours and typical spreads`} />
      </Section>
      <Section title={t`Contract size, leverage and margin`} tone="muted">
        <ul className="bullet-list">
          <li>{t`One lot is 1,000 barrels; the smallest trade is 0.01 lots, or 10 barrels.`}</li>
          <li>{t`A move of 1 US dollar in the oil price changes the value of a one-lot position by 1,000 US dollars.`}</li>
          <li>{t`Retail clients trade oil with leverage of up to 1:10, so the margin required is 10% of the position value.`}</li>
        </ul>
        <p>
          <Trans>
            Example: buying one lot of USOIL at 79.12 US dollars gives you exposure to 79,120 US dollars of oil. The margin
            required is 7,912 US dollars, and the typical spread of 0.04 costs 40 US dollars to open the position.
          </Trans>
        </p>
      </Section>
      <Section title={t`What moves oil prices`}>
        <ul className="bullet-list">
          <li>
            <strong>{t`OPEC+ decisions.`}</strong>{' '}
            {t`The group of oil-producing countries meets regularly to set production targets; a surprise cut or increase can move prices by several percent.`}
          </li>
          <li>
            <strong>{t`US inventories.`}</strong>{' '}
            {t`The US Energy Information Administration (EIA) publishes weekly crude stock figures on Wednesdays at 10:30 New York time. A larger draw than expected tends to lift prices; a build tends to weigh on them.`}
          </li>
          <li>
            <strong>{t`Geopolitics.`}</strong>{' '}
            {t`Conflicts, sanctions and disruption to shipping routes in producing regions can threaten supply and cause sudden price spikes.`}
          </li>
          <li>
            <strong>{t`Global demand.`}</strong>{' '}
            {t`Economic growth, especially in the largest importing countries, and the strength of the US dollar shape demand for oil.`}
          </li>
        </ul>
        <p>
          <Trans>
            Release times of inventory reports and other market-moving data are listed in our{' '}
            <LocalLink to="/trading/calendar">economic calendar</LocalLink>.
          </Trans>
        </p>
      </Section>
      <Section title={t`Rollover of the underlying futures`} tone="muted">
        <p>
          <Trans>
            Our oil prices are derived from the nearest futures contract traded on the exchange. Before that contract expires,
            usually once a month, we switch to the next one. Your open positions stay open, but because the two contracts trade at
            different prices, we book a rollover adjustment to your balance so that the switch itself neither earns nor costs you
            money.
          </Trans>
        </p>
        <p>
          <Trans>
            The chart price can jump by the difference between the contracts at the rollover, which may trigger pending orders,
            stop losses or take profits. Check your levels before each rollover date; the dates are published in advance on the
            platforms. Positions held past 22:00 UTC also pay or receive a swap, tripled on Fridays to cover the weekend.
          </Trans>
        </p>
      </Section>
      <RegisterCta />
    </>
  )
}
