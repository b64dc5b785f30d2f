import { Trans, useLingui } from '@lingui/react/macro'
import { LocalLink } from '~/components/local-link'
import { Card, CardGrid, PageIntro, Section } from '~/components/page-blocks'
import { RegisterCta } from '~/components/register-cta'
import { brand } from '~/config/brand'

export function ToolsPage() {
  const { t } = useLingui()
  return (
    <>
      <PageIntro title={t`Trading tools`} kicker={t`Trading`}>
        <p>
          <Trans>
            Good decisions start with good information. {brand.name} gives you free tools to follow the markets, plan each trade
            before you place it and limit the risk once it is open.
          </Trans>
        </p>
      </PageIntro>
      <Section title={t`Market information`}>
        <CardGrid>
          <Card title={t`Economic calendar`}>
            <p>{t`Central-bank meetings, inflation, employment and growth figures from the world's major economies, with the release time, the previous value, the forecast and the expected impact on the markets.`}</p>
            <LocalLink to="/trading/calendar">{t`Open the economic calendar`}</LocalLink>
          </Card>
          <Card title={t`Real-time quotes`}>
            <p>{t`Live buy and sell prices, the spread and the daily change for all 30 instruments, updated every few seconds.`}</p>
            <LocalLink to="/trading/realtime">{t`View real-time quotes`}</LocalLink>
          </Card>
          <Card title={t`Trading calculators`}>
            <p>{t`Pip value, position size, profit and loss, margin and swap for every instrument, in EUR, USD, PLN or GBP at live rates, with a link to share the result.`}</p>
            <LocalLink to="/trading/calculators">{t`Open the calculators`}</LocalLink>
          </Card>
          <Card title={t`Trading costs`}>
            <p>{t`Spreads measured from our price feed beside the typical spreads, swaps in pips and money per lot, the triple-swap day and an overnight-cost calculator.`}</p>
            <LocalLink to="/trading/costs">{t`Compare trading costs`}</LocalLink>
          </Card>
        </CardGrid>
      </Section>
      <Section title={t`Tools built into the platforms`} tone="muted">
        <ul className="bullet-list">
          <li>
            <strong>{t`Price alerts.`}</strong>{' '}
            {t`Set a level on any instrument in the MC Trader app and receive a push notification when the market reaches it. MetaTrader 4 offers alerts in the terminal.`}
          </li>
          <li>
            <strong>{t`Margin calculator.`}</strong>{' '}
            {t`The order ticket shows the margin a trade requires and the free margin you have left before you confirm it.`}
          </li>
          <li>
            <strong>{t`Pip and point value.`}</strong>{' '}
            {t`See what one pip or index point is worth in your account currency for the size you have chosen.`}
          </li>
          <li>
            <strong>{t`Profit and loss calculator.`}</strong>{' '}
            {t`Enter a stop loss and a take profit and the order ticket shows how much you would lose or gain if either is reached.`}
          </li>
        </ul>
        <p>
          <Trans>
            Read more about the <LocalLink to="/platforms/mctrader">MC Trader app</LocalLink> and{' '}
            <LocalLink to="/platforms/mt4">MetaTrader 4</LocalLink>.
          </Trans>
        </p>
      </Section>
      <Section title={t`Risk management tools`}>
        <CardGrid>
          <Card title={t`Stop loss`}>
            <p>{t`Closes your position automatically when the price moves against you to a level you set, limiting the loss on the trade.`}</p>
          </Card>
          <Card title={t`Take profit`}>
            <p>{t`Closes your position automatically when the price reaches your target, locking in the gain without you having to watch the market.`}</p>
          </Card>
          <Card title={t`Trailing stop`}>
            <p>{t`Available in MetaTrader 4: a stop loss that follows the price at a fixed distance as the market moves in your favour.`}</p>
          </Card>
        </CardGrid>
        <p>
          <Trans>
            We do not offer guaranteed stop-loss orders. When the price reaches your stop loss, it becomes a market order and is
            filled at the next available price. If the market gaps, for example over a weekend or on major news, that price can be
            worse than your stop level and the loss larger than you planned.
          </Trans>
        </p>
        <p>
          <Trans>
            Your account is also protected by a margin close-out at 50% and by negative balance protection, so as a retail client
            you can never lose more than the money in your account.
          </Trans>
        </p>
      </Section>
      <RegisterCta />
    </>
  )
}
