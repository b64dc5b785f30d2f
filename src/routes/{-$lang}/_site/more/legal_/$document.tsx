import { createFileRoute, notFound } from '@tanstack/react-router'
import { isLegalPolicy, legalPagePath, legalPolicies } from '~/config/legal-documents'
import { LegalDocumentPage } from '~/features/legal/components/legal-document-page'
import { legalQueries } from '~/features/legal/queries'
import { localeFromPath } from '~/lib/locale-path'
import { pageHead } from '~/lib/page-head'

// `legal_`: a policy's page stands beside the library (more/legal.tsx), not inside its layout.
export const Route = createFileRoute('/{-$lang}/_site/more/legal_/$document')({
  staticData: {
    pages: async () => legalPolicies.map(legalPagePath),
  },
  // The document is data fetched by address (dist/client/legal/<language>/<slug>.json), so the
  // prerendered page carries it and no script chunk does.
  loader: async ({ params, context, location }) => {
    if (!isLegalPolicy(params.document)) throw notFound()
    return context.queryClient.ensureQueryData(legalQueries.page(params.document, localeFromPath(location.pathname)))
  },
  head: ({ loaderData }) => (loaderData ? pageHead({ title: loaderData.title, description: loaderData.summary })() : {}),
  component: DocumentRoute,
})

function DocumentRoute() {
  return <LegalDocumentPage document={Route.useLoaderData()} />
}
