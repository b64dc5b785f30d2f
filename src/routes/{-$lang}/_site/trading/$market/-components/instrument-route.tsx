import { lazy } from 'react'
import { WhenNear } from '~/components/when-near'
import { findSpec } from '~/config/instrument-specs'
import { InstrumentPage } from '~/features/instruments/components/instrument-page'
import { CurrentBid } from '~/features/quotes/components/current-bid'
import { InstrumentQuote } from '~/features/quotes/components/instrument-quote'
import { LiveQuotes } from '~/features/quotes/components/live-quotes'

// The price-alert form is far down the page: it loads when the visitor comes near it.
const PriceAlerts = lazy(() => import('~/features/alerts/components/price-alerts').then((m) => ({ default: m.PriceAlerts })))

/** Live prices, the instrument page and its price alert are three features; the route puts them together. */
export function InstrumentRoute({ name }: { name: string }) {
  const instrument = findSpec(name)!
  return (
    <LiveQuotes>
      {(live) => (
        <InstrumentPage
          instrument={instrument}
          quotes={live.quotes}
          livePrice={<InstrumentQuote instrument={instrument} live={live} />}
          alert={
            <WhenNear id="price-alerts" placeholder={null}>
              <PriceAlerts symbol={instrument.name} currentPrice={(symbol) => <CurrentBid symbol={symbol} />} />
            </WhenNear>
          }
        />
      )}
    </LiveQuotes>
  )
}
