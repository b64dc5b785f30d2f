import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { LegalLibraryPage } from '~/features/legal/components/legal-library-page'
import { libraryEntries } from '~/features/legal/queries'
import { StoreDocumentsOffline } from '~/features/offline/components/store-documents-offline'
import { localeFromPath } from '~/lib/locale-path'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/{-$lang}/_site/more/legal')({
  head: pageHead({
    title: msg`Legal documents`,
    description: msg`Risk disclosure, trading terms, order execution, privacy, cookie and other policies of MC Markets as PDF.`,
    keywords: msg`legal documents, risk disclosure, terms and conditions, privacy policy, KID`,
  }),
  loader: ({ location }) => libraryEntries(localeFromPath(location.pathname)),
  component: LibraryRoute,
})

// The library and keeping documents offline are separate features; the route puts them together.
function LibraryRoute() {
  return (
    <LegalLibraryPage
      documents={Route.useLoaderData()}
      storeOffline={(documents) => <StoreDocumentsOffline documents={documents} />}
    />
  )
}
