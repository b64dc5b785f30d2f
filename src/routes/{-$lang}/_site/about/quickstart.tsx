import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { QuickstartPage } from '~/features/company/components/quickstart-page'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/{-$lang}/_site/about/quickstart')({
  head: pageHead({
    title: msg`Quickstart: open an account in four steps`,
    description: msg`Register, verify your identity, fund your account from 100 euros and place your first CFD trade. What you need and how to practise with a demo account.`,
    keywords: msg`open account, quickstart, register, demo account, CFD broker`,
  }),
  component: QuickstartPage,
})
