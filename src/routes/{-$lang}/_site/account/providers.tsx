import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { PaymentProvidersPage } from '~/features/account/components/payment-providers-page'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/{-$lang}/_site/account/providers')({
  head: pageHead({
    title: msg`Payment providers and card security`,
    description: msg`How your deposits and withdrawals are processed: EU-licensed card acquirer, correspondent banks, segregated client money and PCI DSS card security.`,
    keywords: msg`payment providers, card acquirer, PCI DSS, segregated accounts, payment security`,
  }),
  component: PaymentProvidersPage,
})
