import { Trans, useLingui } from '@lingui/react/macro'
import { LocalLink } from '~/components/local-link'
import { PageIntro, Section } from '~/components/page-blocks'

/** The h1 and introduction of the economic calendar page. */
export function CalendarIntro() {
  const { t } = useLingui()
  return (
    <PageIntro title={t`Economic calendar`} kicker={t`Trading tools`}>
      <p>
        <Trans>
          The economic calendar lists the scheduled economic releases and central-bank decisions that can move currencies, metals,
          energy and indices. Each event shows its importance level and the actual, forecast and previous figures, and every time
          is shown in your own time zone, as set on your device.
        </Trans>
      </p>
    </PageIntro>
  )
}

/** How to read the calendar, the risks of trading around releases and where the data comes from. */
export function CalendarGuide() {
  const { t } = useLingui()
  return (
    <>
      <Section title={t`How to read the calendar`}>
        <p>
          <Trans>
            Every event has one of three importance levels, based on how strongly markets have reacted to it in the past.
          </Trans>
        </p>
        <ul className="bullet-list">
          <li>
            <strong>{t`High.`}</strong>{' '}
            {t`Releases that regularly move whole markets, such as central-bank interest-rate decisions, US non-farm payrolls, consumer price inflation and GDP.`}
          </li>
          <li>
            <strong>{t`Medium.`}</strong>{' '}
            {t`Figures that often move the currency concerned, such as retail sales, purchasing managers' indices and trade balances.`}
          </li>
          <li>
            <strong>{t`Low.`}</strong> {t`Smaller surveys and secondary data that usually have a limited effect on prices.`}
          </li>
        </ul>
        <p>
          <Trans>Each release is shown with three figures:</Trans>
        </p>
        <ul className="bullet-list">
          <li>
            <strong>{t`Forecast.`}</strong>{' '}
            {t`The figure economists expect, taken from a consensus of surveys. Prices usually reflect it before the release.`}
          </li>
          <li>
            <strong>{t`Previous.`}</strong> {t`The figure published for the period before.`}
          </li>
          <li>
            <strong>{t`Actual.`}</strong>{' '}
            {t`The figure just published. It appears at the time of the release; until then the field is empty.`}
          </li>
        </ul>
        <p>
          <Trans>
            Markets react mainly to the difference between the actual figure and the forecast, not to whether the number is good
            or bad on its own. A figure in line with expectations often moves prices very little, while a surprise can move them
            sharply.
          </Trans>
        </p>
        <p>
          <Trans>
            Many statistics offices revise the previous figure when they publish a new one. The calendar then shows the revised
            value, and a large revision can matter to the market as much as the new release itself.
          </Trans>
        </p>
      </Section>

      <Section title={t`Trading around releases`} tone="muted">
        <p>
          <Trans>
            In the minutes around a high-importance release, prices can move further in seconds than in the rest of the day.
            Trading at these times carries additional risks that you should understand before you hold a position through an
            event.
          </Trans>
        </p>
        <ul className="bullet-list">
          <li>
            <strong>{t`Spreads widen.`}</strong>{' '}
            {t`Liquidity providers withdraw or reprice their quotes, so the difference between the buy and the sell price can be many times wider than usual.`}
          </li>
          <li>
            <strong>{t`Slippage.`}</strong>{' '}
            {t`When prices move fast, your order can be filled at a different price from the one you saw when you placed it.`}
          </li>
          <li>
            <strong>{t`Gaps.`}</strong>{' '}
            {t`The price can jump from one level to another without trading in between, especially at the weekend or when a release falls outside main trading hours.`}
          </li>
          <li>
            <strong>{t`Margin.`}</strong>{' '}
            {t`A sharp move against your position reduces your free margin quickly and can lead to a margin call or to positions being closed automatically.`}
          </li>
          <li>
            <strong>{t`Stop orders.`}</strong>{' '}
            {t`A stop-loss becomes a market order once its level is reached. In a fast market or a gap it is filled at the next available price, which can be worse than your stop level.`}
          </li>
        </ul>
        <p>
          <Trans>
            Check the calendar before you open a position, know which events fall within the time you plan to hold it, and only
            trade with money you can afford to lose. You can follow prices on our{' '}
            <LocalLink to="/trading/realtime">real-time quotes</LocalLink> page.
          </Trans>
        </p>
      </Section>

      <Section title={t`About the data`}>
        <p>
          <Trans>
            The calendar on this site shows generated demonstration data. The events follow the real schedule of recurring
            releases and central-bank meetings, but the times and figures are not taken from an official source and can be wrong.
          </Trans>
        </p>
        <p>
          <Trans>
            Before you trade, check the time and the figures of any release against the official source, such as the national
            statistics office or the central bank that publishes it. Nothing in the calendar is investment advice.
          </Trans>
        </p>
      </Section>
    </>
  )
}
