import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AccountOverviewPage } from '~/features/account/components/account-overview-page'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/{-$lang}/_site/account/overview')({
  head: pageHead({
    title: msg`Account types: Standard, Pro and demo`,
    description: msg`Compare the Standard and Pro accounts: minimum deposit, spreads, commission and base currencies in EUR, USD or PLN. Open an account in five steps.`,
    keywords: msg`account types, standard account, pro account, demo account, spreads, commission`,
  }),
  component: AccountOverviewPage,
})
