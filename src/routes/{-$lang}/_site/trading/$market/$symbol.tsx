import { msg } from '@lingui/core/macro'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { staticUntilInteractive } from '~/components/static-until-interactive'
import { pageHead } from '~/lib/page-head'

// The live price, the chart, the calculator and the price alert all start once the page is
// interactive: the page's code (the specification, the live prices, the request layer) waits for
// that moment too, and the prerendered page is what the visitor reads until then.
const InstrumentRoute = staticUntilInteractive(() => import('./-components/instrument-route').then((m) => m.InstrumentRoute))

export const Route = createFileRoute('/{-$lang}/_site/trading/$market/$symbol')({
  staticData: {
    pages: async () => {
      const { instrumentPath, instruments } = await import('~/config/instruments')
      return instruments.map(instrumentPath)
    },
  },
  // Only the 30 instruments, each under its own market and in lower case; anything else is the not-found page.
  // The loader and head load with every page (only the component is split off), so the
  // specification table is imported only when an instrument page is opened.
  loader: async ({ params }) => {
    const { instrumentAt } = await import('~/config/instrument-specs')
    const instrument = instrumentAt(params.market, params.symbol)
    if (!instrument) throw notFound()
    return { name: instrument.name }
  },
  head: ({ loaderData }) => {
    if (!loaderData) return {}
    const { name } = loaderData
    return pageHead({
      title: msg`${name}: specification, live price and chart`,
      description: msg`${name} as a CFD: contract size, spreads, leverage and margin, swaps and trading hours, with the live price, a candlestick chart and a margin calculator.`,
      keywords: msg`${name}, ${name} price, ${name} chart, ${name} spread, ${name} margin, CFD`,
    })()
  },
  component: () => <InstrumentRoute name={Route.useLoaderData().name} />,
})
