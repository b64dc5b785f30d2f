import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '~/features/company/components/contact-page'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/{-$lang}/_site/more/contact')({
  head: pageHead({
    title: msg`Contact us`,
    description: msg`Reach our support team 24 hours a day on trading days by e-mail or phone, in English, German and Polish. Office addresses and how to make a complaint.`,
    keywords: msg`contact, customer support, phone, e-mail, office address`,
  }),
  component: ContactPage,
})
