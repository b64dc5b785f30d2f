import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MoreWhyPage } from '~/features/company/components/more-why-page'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/{-$lang}/_site/more/why')({
  head: pageHead({
    title: msg`Our account conditions compared`,
    description: msg`Minimum deposit of 100 euros, spreads from 0.8 pips, leverage up to 1:30 for retail clients, negative balance protection and two platforms, at a glance.`,
    keywords: msg`account conditions, compare brokers, minimum deposit, spreads, leverage`,
  }),
  component: MoreWhyPage,
})
