import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { IntroPage } from '~/features/company/components/intro-page'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/{-$lang}/_site/about/intro')({
  head: pageHead({
    title: msg`Introduction to CFD trading`,
    description: msg`What a CFD is, how buying and selling work, how leverage and margin work with a worked example, and the risks of trading CFDs.`,
    keywords: msg`CFD, contract for difference, leverage, margin, beginners`,
  }),
  component: IntroPage,
})
