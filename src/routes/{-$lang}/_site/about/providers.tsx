import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ProvidersPage } from '~/features/company/components/providers-page'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/{-$lang}/_site/about/providers')({
  head: pageHead({
    title: msg`Liquidity providers and order execution`,
    description: msg`How our prices are aggregated from tier-1 banks and non-bank market makers, and how best execution and our order execution policy work.`,
    keywords: msg`liquidity providers, price aggregation, best execution, order execution policy`,
  }),
  component: ProvidersPage,
})
