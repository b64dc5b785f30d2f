import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { Mt4Page } from '~/features/platforms/components/mt4-page'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/{-$lang}/_site/platforms/mt4')({
  head: pageHead({
    title: msg`MetaTrader 4`,
    description: msg`Trade forex and CFDs on MetaTrader 4 with advanced charts, custom indicators and Expert Advisors. Install it on Windows, macOS, Android or iOS.`,
    keywords: msg`MetaTrader 4, MT4, Expert Advisors, automated trading, MQL4`,
  }),
  component: Mt4Page,
})
