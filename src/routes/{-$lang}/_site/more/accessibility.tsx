import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AccessibilityPage } from '~/features/company/components/accessibility-page'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/{-$lang}/_site/more/accessibility')({
  head: pageHead({
    title: msg`Accessibility statement`,
    description: msg`How accessible our website is, what does not yet conform to WCAG 2.1 AA and why, how we test it, and how to report a barrier.`,
    keywords: msg`accessibility statement, WCAG 2.1, European Accessibility Act, barrier`,
  }),
  component: AccessibilityPage,
})
