import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AccountPage } from '~/features/account/components/account-page'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/{-$lang}/_site/account/')({
  head: pageHead({
    title: msg`Your trading account`,
    description: msg`Everything about your trading account: account types, deposits, withdrawals, payment providers and professional client status.`,
    keywords: msg`trading account, CFD account, deposit, withdrawal, professional client`,
  }),
  component: AccountPage,
})
