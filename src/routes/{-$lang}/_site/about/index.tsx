import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '~/features/company/components/about-page'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/{-$lang}/_site/about/')({
  head: pageHead({
    title: msg`About us`,
    description: msg`Who we are, how we are regulated, how your money is protected through segregation and the Investor Compensation Fund, and where our offices are.`,
    keywords: msg`about us, regulated broker, segregated funds, investor compensation fund`,
  }),
  component: AboutPage,
})
