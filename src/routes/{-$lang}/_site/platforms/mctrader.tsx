import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { McTraderPage } from '~/features/platforms/components/mctrader-page'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/{-$lang}/_site/platforms/mctrader')({
  head: pageHead({
    title: msg`MC Trader app for Android and iOS`,
    description: msg`Trade on the move with the MC Trader app: live prices, charts with 50 indicators, one-tap trading, price alerts, biometric login and two-factor authentication.`,
    keywords: msg`MC Trader, trading app, mobile trading, price alerts, Android, iOS`,
  }),
  component: McTraderPage,
})
