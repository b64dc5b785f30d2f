import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { WithdrawalsPage } from '~/features/account/components/withdrawals-page'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/{-$lang}/_site/account/withdrawals')({
  head: pageHead({
    title: msg`Withdrawals: fast and free of charge`,
    description: msg`Withdraw your money by card refund or bank wire. We process requests within one business day and charge no withdrawal fees.`,
    keywords: msg`withdrawal, withdraw funds, return to source, processing time`,
  }),
  component: WithdrawalsPage,
})
