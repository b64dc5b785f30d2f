import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { EnergyPage } from '~/features/markets/components/energy-page'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/{-$lang}/_site/trading/energy')({
  head: pageHead({
    title: msg`Crude oil trading: Brent and WTI`,
    description: msg`Trade Brent (UKOIL) and WTI (USOIL) crude oil as CFDs. Learn what moves oil prices and how the rollover of the underlying futures works.`,
    keywords: msg`oil trading, Brent, WTI, UKOIL, USOIL, energy CFD`,
  }),
  component: EnergyPage,
})
