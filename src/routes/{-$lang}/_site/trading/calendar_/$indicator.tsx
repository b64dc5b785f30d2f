import { createFileRoute, notFound } from '@tanstack/react-router'
import { IndicatorPage } from '~/features/calendar/components/indicator-page'

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
