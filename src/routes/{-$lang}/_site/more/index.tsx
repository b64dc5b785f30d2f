import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { MorePage } from '~/features/company/components/more-page'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/{-$lang}/_site/more/')({
  head: pageHead({
    title: msg`More about us`,
    description: msg`Company information, contact details, our account conditions compared and help for clients, all in one place.`,
    keywords: msg`company, contact, help, FAQ`,
  }),
  component: MorePage,
})
