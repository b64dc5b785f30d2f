import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SpotIndicesPage } from '~/features/markets/components/spot-indices-page'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/{-$lang}/_site/trading/spot')({
  head: pageHead({
    title: msg`Spot index trading`,
    description: msg`Trade US500, US30, NAS100, GER30, HK50 and JPN225 as cash index CFDs with no expiry date and retail leverage of up to 1:20 on major indices.`,
    keywords: msg`index trading, stock indices, US500, NAS100, GER30, cash index CFD`,
  }),
  component: SpotIndicesPage,
})
