import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { FaqPage } from '~/features/help/components/faq-page'
import { faqStructuredData } from '~/features/help/faq-content'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/{-$lang}/_site/more/faq')({
  head: pageHead({
    title: msg`Frequently asked questions`,
    description: msg`Answers about account opening and verification, deposits and withdrawals, trading conditions, platforms, security and regulation.`,
    keywords: msg`FAQ, questions, account verification, deposits, withdrawals, leverage, regulation`,
    structuredData: faqStructuredData,
  }),
  component: FaqPage,
})
