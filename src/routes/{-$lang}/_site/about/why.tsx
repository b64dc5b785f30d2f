import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { WhyPage } from '~/features/company/components/why-page'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/{-$lang}/_site/about/why')({
  head: pageHead({
    title: msg`Why trade with us`,
    description: msg`Spreads from 0.8 pips, execution without dealing desk intervention, negative balance protection, two platforms and support in English, German and Polish.`,
    keywords: msg`why trade with us, CFD broker, negative balance protection, tight spreads`,
  }),
  component: WhyPage,
})
