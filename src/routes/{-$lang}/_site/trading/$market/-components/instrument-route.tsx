import { lazy } from 'react'
import { staticUntilInteractive } from '~/components/static-until-interactive'
import { WhenNear } from '~/components/when-near'
import { findSpec } from '~/config/instrument-specs'
import { InstrumentPage } from '~/features/instruments/components/instrument-page'
import { CurrentBid } from '~/features/quotes/components/current-bid'
import { InstrumentQuote } from '~/features/quotes/components/instrument-quote'
import { LiveQuotes } from '~/features/quotes/components/live-quotes'

// The price-alert form is far down the page: it loads when the visitor comes near it.
const PriceAlerts = lazy(() => import('~/features/alerts/components/price-alerts').then((m) => ({ default: m.PriceAlerts })))

// The next closure is prerendered as its link and loads its code and data once the page is
// interactive: the instrument page's first load is at its budget (docs/architecture.md, section 9).
const NextClosure = staticUntilInteractive(() => import('~/features/hours/components/next-closure').then((m) => m.NextClosure))

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
          nextClosure={<NextClosure name={instrument.name} />}
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
