import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SearchPage } from '~/features/search/components/search-page'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/{-$lang}/_site/search')({
  // A page of results is not a page for search engines: neither listed nor indexed.
  staticData: { private: true },
  head: pageHead({
    title: msg`Search`,
    description: msg`Search the pages, instruments, economic indicators, answers, glossary terms and legal documents of the site.`,
    noindex: true,
  }),
  component: SearchPage,
})
