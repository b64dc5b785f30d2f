import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { WhatPage } from '~/features/company/components/what-page'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/{-$lang}/_site/about/what')({
  head: pageHead({
    title: msg`What you can trade: 30 CFD markets`,
    description: msg`Trade 20 forex pairs, gold and silver, Brent and WTI crude oil and six spot indices as CFDs from one account.`,
    keywords: msg`CFD markets, forex, gold, silver, crude oil, stock indices`,
  }),
  component: WhatPage,
})
