import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { instrumentDescriptions } from '~/config/instrument-descriptions'
import { findSpec } from '~/config/instrument-specs'
import { instrumentAt, instrumentPath, instruments } from '~/config/instruments'
import { PriceAlerts } from '~/features/alerts/components/price-alerts'
import { InstrumentPage } from '~/features/instruments/components/instrument-page'
import { CurrentBid } from '~/features/quotes/components/current-bid'
import { InstrumentQuote } from '~/features/quotes/components/instrument-quote'
import { LiveQuotes } from '~/features/quotes/components/live-quotes'
import { i18n } from '~/lib/i18n'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/{-$lang}/_site/trading/$market/$symbol')({
  staticData: { pages: () => instruments.map(instrumentPath) },
  // Only the 30 instruments, each under its own market and in lower case; anything else is the not-found page.
  loader: ({ params }) => {
    const instrument = findSpec(instrumentAt(params.market, params.symbol)?.name ?? '')
    if (!instrument) throw notFound()
    return { instrument }
  },
  head: ({ loaderData }) => {
    if (!loaderData) return {}
    const { name } = loaderData.instrument
    const description = i18n._(instrumentDescriptions[name])
    return pageHead({
      title: msg`${name}: specification, live price and chart`,
      description: msg`${name} (${description}): contract size, spreads, leverage and margin, swaps and trading hours, with the live price, a candlestick chart and a margin calculator.`,
      keywords: msg`${name}, ${name} price, ${name} chart, ${name} spread, ${name} margin, CFD`,
    })()
  },
  component: InstrumentRoute,
})

/** Live prices, the instrument page and its price alert are three features; the route puts them together. */
function InstrumentRoute() {
  const { instrument } = Route.useLoaderData()
  return (
    <LiveQuotes>
      {(live) => (
        <InstrumentPage
          instrument={instrument}
          quotes={live.quotes}
          livePrice={<InstrumentQuote instrument={instrument} live={live} />}
          alert={<PriceAlerts symbol={instrument.name} currentPrice={(symbol) => <CurrentBid symbol={symbol} />} />}
        />
      )}
    </LiveQuotes>
  )
}
