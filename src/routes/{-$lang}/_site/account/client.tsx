import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ProfessionalClientPage } from '~/features/account/components/professional-client-page'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/{-$lang}/_site/account/client')({
  head: pageHead({
    title: msg`Professional client status`,
    description: msg`Who qualifies as a professional client under the ESMA criteria, which retail protections you give up, and how to apply.`,
    keywords: msg`professional client, ESMA criteria, elective professional, leverage, retail client`,
  }),
  component: ProfessionalClientPage,
})
