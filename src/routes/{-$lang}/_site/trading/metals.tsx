import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MetalsPage } from '~/features/markets/components/metals-page'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/{-$lang}/_site/trading/metals')({
  head: pageHead({
    title: msg`Gold and silver trading`,
    description: msg`Trade spot gold (XAUUSD) and silver (XAGUSD) as CFDs with tight spreads and retail leverage of up to 1:20 on gold.`,
    keywords: msg`gold trading, silver trading, XAUUSD, XAGUSD, precious metals, CFD`,
  }),
  component: MetalsPage,
})
