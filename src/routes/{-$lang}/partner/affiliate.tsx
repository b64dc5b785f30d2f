import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AffiliatePage } from '~/features/partners/components/partner-pages'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/{-$lang}/partner/affiliate')({
  head: pageHead({
    title: msg`Affiliate programme`,
    description: msg`Join the MC Markets affiliate programme: CPA or revenue share, 90-day cookie, creatives in English, German and Polish.`,
    keywords: msg`forex affiliate, CPA, revenue share, trading affiliate programme`,
  }),
  component: AffiliatePage,
})
