import { createFileRoute, notFound } from '@tanstack/react-router'
import { staticUntilInteractive } from '~/components/static-until-interactive'

// Everything on the page is read, and its figures arrive only once the page is interactive: the
// page's code (the indicator table, the figures, the request layer) waits for that moment too.
const IndicatorPage = staticUntilInteractive(() =>
  import('~/features/calendar/components/indicator-page').then((m) => m.IndicatorPage),
)

export const Route = createFileRoute('/{-$lang}/_site/trading/calendar_/$indicator')({
  staticData: {
    pages: async () => {
      const { economicIndicators } = await import('~/config/economic-indicators')
      return economicIndicators.map((indicator) => `/trading/calendar/${indicator.slug}`)
    },
  },
  // The indicator table comes with these pages only, not with the app every page loads.
  beforeLoad: async ({ params }) => {
    const { indicatorHead } = await import('~/features/calendar/indicator-meta')
    const head = indicatorHead(params.indicator)
    if (!head) throw notFound()
    return { indicatorHead: head }
  },
  head: ({ match }) => match.context.indicatorHead,
  component: IndicatorRoute,
})

function IndicatorRoute() {
  const { indicator } = Route.useParams()
  return <IndicatorPage slug={indicator} />
}
