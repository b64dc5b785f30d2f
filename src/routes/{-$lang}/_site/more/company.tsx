import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { CompanyPage } from '~/features/company/components/company-page'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/{-$lang}/_site/more/company')({
  head: pageHead({
    title: msg`Company information`,
    description: msg`Corporate facts, licence and regulator, governance, compliance and our complaints procedure.`,
    keywords: msg`company information, licence, governance, complaints`,
  }),
  component: CompanyPage,
})
