import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PlatformsPage } from '~/features/platforms/components/platforms-page'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/{-$lang}/_site/trading/platforms')({
  head: pageHead({
    title: msg`Trading platforms: MC Trader and MetaTrader 4`,
    description: msg`Compare the MC Trader app and MetaTrader 4: charts, indicators, Expert Advisors, price alerts, one-tap trading and supported devices.`,
    keywords: msg`trading platform, MC Trader, MetaTrader 4, MT4, trading app`,
  }),
  component: PlatformsPage,
})
