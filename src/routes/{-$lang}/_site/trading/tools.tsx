import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ToolsPage } from '~/features/markets/components/tools-page'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/{-$lang}/_site/trading/tools')({
  head: pageHead({
    title: msg`Trading tools`,
    description: msg`Free trading tools: economic calendar, real-time quotes, price alerts, margin calculator, stop loss and take profit orders.`,
    keywords: msg`trading tools, economic calendar, real-time quotes, stop loss, risk management`,
  }),
  component: ToolsPage,
})
