import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { HelpPage } from '~/features/help/components/help-page'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/{-$lang}/_site/more/help')({
  head: pageHead({
    title: msg`Help centre`,
    description: msg`Get help with your account, payments and platforms: frequently asked questions, platform guides and how to contact our support team.`,
    keywords: msg`help, support, customer service, platform guide, contact`,
  }),
  component: HelpPage,
})
