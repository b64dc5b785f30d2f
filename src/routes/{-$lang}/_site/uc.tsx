import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { staticUntilInteractive } from '~/components/static-until-interactive'
import { UserCentreFrame } from '~/features/auth/components/user-centre-frame'
import { UserCentrePage } from '~/features/auth/components/user-centre-page'
import { pageHead } from '~/lib/page-head'

// The partner application's form, its checks and the calls that save it load once the page is
// interactive (docs/architecture.md, section 9): the page renders in the browser, so nothing of the
// form is on screen before then, and the sections around it are there at once.
const PartnerApplication = staticUntilInteractive(() =>
  import('~/features/partners/components/partner-application').then((m) => m.PartnerApplication),
)

export const Route = createFileRoute('/{-$lang}/_site/uc')({
  // Personal data is never prerendered: the server sends the shell, the browser does the rest.
  ssr: false,
  staticData: { private: true },
  // The guard loads with this private page, not with every page's route table.
  beforeLoad: async ({ location, context }) =>
    (await import('~/features/auth/require-session')).requireSession(location, context.queryClient),
  // Personal: kept out of search results (robots.txt disallows it too).
  head: pageHead({ title: msg`User centre`, description: msg`Your details, password and session.`, noindex: true }),
  // The page's frame without details, for the prerender and while the session loads (see
  // UserCentreFrame). It stays in the route table: split off, it would not be loaded when the
  // prerender renders it, and the page would open empty.
  pendingComponent: UserCentreFrame,
  // The user centre and the partner application are separate features; the route puts them together.
  component: () => <UserCentrePage partnerApplication={<PartnerApplication />} />,
})
