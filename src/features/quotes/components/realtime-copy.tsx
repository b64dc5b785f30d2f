import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { LocalLink } from '~/components/local-link'
import { PageIntro, Section } from '~/components/page-blocks'
import { instruments } from '~/config/instruments'
import { intlLocale } from '~/lib/locale-path'
import { countFormat } from '~/lib/number-format'
import { useLocale } from '~/lib/use-locale'

/** The h1 and introduction of the real-time quotes page. */
export function RealtimeIntro() {
  const { t } = useLingui()
  const count = instruments.length
  const total = countFormat(intlLocale[useLocale()]).format(count)
  return (
    <PageIntro title={t`Real-time quotes`} kicker={t`Trading tools`}>
      <p>
        <Trans>
          Follow the bid and ask prices of{' '}
          <Plural value={count} one={`the ${total} instrument`} other={`all ${total} instruments`} /> we offer, from currency
          pairs and metals to energy and stock indices. Prices update every few seconds, and for each instrument you see how far
          it has moved against the day's opening price.
        </Trans>
      </p>
    </PageIntro>
  )
}

/** How to read the quote table and what the prices on this page are (and are not). */
export function RealtimeGuide() {
  const { t } = useLingui()
  return (
    <>
      <Section title={t`Reading the quotes`}>
        <ul className="bullet-list">
          <li>
            <strong>{t`Bid.`}</strong> {t`The price at which you can sell the instrument.`}
          </li>
          <li>
            <strong>{t`Ask.`}</strong> {t`The price at which you can buy the instrument. It is always higher than the bid.`}
          </li>
          <li>
            <strong>{t`Spread.`}</strong>{' '}
            {t`The difference between the ask and the bid. It is the main cost of opening a trade and widens when markets are thin or moving fast, for example around important economic releases.`}
          </li>
          <li>
            <strong>{t`Change.`}</strong>{' '}
            {t`How far the price has moved since the opening of the current trading day. A positive change means the price is higher than at the open, a negative change that it is lower.`}
          </li>
          <li>
            <strong>{t`Market closed.`}</strong>{' '}
            {t`Outside its trading hours an instrument is marked as closed and shows the last price before the close. The first price after the reopening can be far from it.`}
          </li>
          <li>
            <strong>{t`Last update.`}</strong>{' '}
            {t`The time of the most recent price, shown in your own time zone. If it stops moving while the market is open, reload the page or check your connection.`}
          </li>
        </ul>
        <p>
          <Trans>
            Typical spreads, trading hours and contract details are described on our{' '}
            <LocalLink to="/trading/markets">market pages</LocalLink>, and the releases that can move these prices are listed in
            the <LocalLink to="/trading/calendar">economic calendar</LocalLink>.
          </Trans>
        </p>
      </Section>

      <Section title={t`About these prices`} tone="muted">
        <p>
          <Trans>
            The prices on this page are indicative and for information only. They are not an offer to buy or sell, and no trade
            can be made at them.
          </Trans>
        </p>
        <p>
          <Trans>
            On this reference site the prices come from a simulated feed and are labelled as demonstration data. They start from
            realistic levels but do not follow the real market.
          </Trans>
        </p>
        <p>
          <Trans>
            The prices at which your orders are executed are shown in the trading platform. See our{' '}
            <LocalLink to="/trading/platforms">trading platforms</LocalLink> to choose one.
          </Trans>
        </p>
      </Section>
    </>
  )
}
