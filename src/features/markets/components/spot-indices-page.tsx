import { Trans, useLingui } from '@lingui/react/macro'
import { LocalLink } from '~/components/local-link'
import { PageIntro, Section } from '~/components/page-blocks'
import { RegisterCta } from '~/components/register-cta'
import { InstrumentTable } from './instrument-table'

export function SpotIndicesPage() {
  const { t } = useLingui()
  return (
    <>
      <PageIntro title={t`Spot index trading`} kicker={t`Markets`}>
        <p>
          <Trans>
            A stock index measures the performance of a group of leading companies in one trade. Trade six of the world's most
            followed indices as cash CFDs, from Wall Street to Frankfurt, Hong Kong and Tokyo, and take a view on a whole economy
            instead of a single share.
          </Trans>
        </p>
      </PageIntro>
      <Section title={t`Indices you can trade`}>
        <InstrumentTable market="indices" caption={t`Stock indices, trading hours and typical spreads`} />
      </Section>
      <Section title={t`What a cash index CFD is`} tone="muted">
        <p>
          <Trans>
            A cash (or spot) index CFD follows the current level of the index itself. Unlike a futures contract it has no expiry
            date, so you can hold a position for as long as you like; positions open at 22:00 UTC pay or receive a swap instead,
            tripled on Fridays to cover the weekend.
          </Trans>
        </p>
        <p>
          <Trans>
            When the stock exchange behind an index is closed, we derive the price from the index futures, adjusted to fair value.
            That is why the US indices can be traded almost around the clock, while the German, Hong Kong and Japanese indices
            follow the hours shown in the table.
          </Trans>
        </p>
      </Section>
      <Section title={t`Leverage and position size`}>
        <p>
          <Trans>
            US500, US30, NAS100, GER30 and JPN225 are major indices under European rules, so retail clients trade them with
            leverage of up to 1:20, a margin of 5%. HK50 is not among them and is limited to 1:10, a margin of 10%.
          </Trans>
        </p>
        <p>
          <Trans>
            One lot equals one unit of the index's currency per index point. Example: buying 10 lots of US500 at 5,234.5 gives you
            exposure to 52,345 US dollars, requires a margin of about 2,617 US dollars, and costs 5 US dollars in spread at the
            typical 0.5 points. Each point the index moves changes your result by 10 US dollars.
          </Trans>
        </p>
      </Section>
      <Section title={t`Dividend adjustments`} tone="muted">
        <p>
          <Trans>
            When a company in an index pays a dividend, its share price drops by about that amount on the ex-dividend date, and
            the index falls with it. To keep CFD holders neutral, we book a dividend adjustment on positions open at 22:00 UTC on
            the evening before: long positions receive it and short positions pay it.
          </Trans>
        </p>
        <p>
          <Trans>
            GER30 follows a total-return index in which dividends are reinvested, so no dividend adjustment applies to it.
            Adjustments appear as separate entries in your account history.
          </Trans>
        </p>
      </Section>
      <Section title={t`When indices move most`}>
        <ul className="bullet-list">
          <li>{t`At the opening of the cash market, when trading volume and volatility are highest.`}</li>
          <li>{t`During earnings season, when the largest companies in each index publish their results.`}</li>
          <li>{t`Around interest-rate decisions, inflation data and employment reports.`}</li>
        </ul>
        <p>
          <Trans>
            Plan around these events with our <LocalLink to="/trading/calendar">economic calendar</LocalLink> and follow prices
            live on the <LocalLink to="/trading/realtime">real-time quotes page</LocalLink>.
          </Trans>
        </p>
      </Section>
      <RegisterCta />
    </>
  )
}
