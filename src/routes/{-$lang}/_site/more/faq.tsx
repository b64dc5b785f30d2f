import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { FaqPage } from '~/features/help/components/faq-page'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/{-$lang}/_site/more/faq')({
  // The answers (for the structured data) load with this page only, not with the app every page
  // loads: the router awaits a head that is a promise.
  head: async () => {
    const { faqStructuredData } = await import('~/features/help/faq-content')
    return pageHead({
      title: msg`Frequently asked questions`,
      description: msg`Answers about account opening and verification, deposits and withdrawals, trading conditions, platforms, security and regulation.`,
      keywords: msg`FAQ, questions, account verification, deposits, withdrawals, leverage, regulation`,
      structuredData: faqStructuredData,
    })()
  },
  component: FaqPage,
})
