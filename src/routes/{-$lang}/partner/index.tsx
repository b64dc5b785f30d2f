import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { IntroducingBrokerPage } from '~/features/partners/components/partner-pages'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/{-$lang}/partner/')({
  head: pageHead({
    title: msg`Partner programme for introducing brokers`,
    description: msg`Become an introducing broker with MC Markets: per-lot rebates or revenue share, monthly payouts, real-time partner reports.`,
    keywords: msg`introducing broker, IB programme, forex partner, affiliate, rebates`,
  }),
  component: IntroducingBrokerPage,
})
