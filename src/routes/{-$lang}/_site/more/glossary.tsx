import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { GlossaryPage } from '~/features/glossary/components/glossary-page'
import { glossaryQueries } from '~/features/glossary/queries'
import { localeFromPath } from '~/lib/locale-path'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/{-$lang}/_site/more/glossary')({
  // The terms are data fetched by address (dist/client/glossary/<language>.json), so the prerendered
  // page carries its own language's definitions and no script chunk carries any.
  loader: async ({ context, location }) =>
    context.queryClient.ensureQueryData(glossaryQueries.terms(localeFromPath(location.pathname))),
  head: pageHead({
    title: msg`Glossary of trading terms`,
    description: msg`About a hundred terms of CFD and forex trading explained in a few sentences: pip, spread, swap, margin, leverage, stop out, negative balance protection and more.`,
    keywords: msg`glossary, trading terms, pip, spread, swap, margin, leverage, stop out`,
  }),
  component: GlossaryRoute,
})

function GlossaryRoute() {
  return <GlossaryPage glossary={Route.useLoaderData()} />
}
