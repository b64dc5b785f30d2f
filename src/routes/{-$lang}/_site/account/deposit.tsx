import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { DepositPage } from '~/features/account/components/deposit-page'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/{-$lang}/_site/account/deposit')({
  head: pageHead({
    title: msg`Deposit funds by card or bank wire`,
    description: msg`Fund your trading account by debit card, credit card or bank wire. Card deposits are instant, and we charge no deposit fees.`,
    keywords: msg`deposit, fund account, bank wire, card payment, 3-D Secure`,
  }),
  component: DepositPage,
})
