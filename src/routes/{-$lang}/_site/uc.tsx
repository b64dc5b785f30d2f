import { msg } from '@lingui/core/macro'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { UserCentreFrame } from '~/features/auth/components/user-centre-frame'
import { UserCentrePage } from '~/features/auth/components/user-centre-page'
import { isSignedIn } from '~/features/auth/session-store'
import { PartnerApplication } from '~/features/partners/components/partner-application'
import { i18n } from '~/lib/i18n'
import { localeFromPath, localizedPath } from '~/lib/locale-path'
import { pageHead } from '~/lib/page-head'

const pleaseLogin = msg`Please login first!`

export const Route = createFileRoute('/{-$lang}/_site/uc')({
  // Personal data is never prerendered: the server sends the shell, the browser does the rest.
  ssr: false,
  staticData: { private: true },
  beforeLoad: async ({ location, context }) => {
    // The session query (and the API client under it) loads with this private page, not with every page's route table.
    const session = isSignedIn()
      ? await context.queryClient.fetchQuery((await import('~/features/auth/queries')).authQueries.session())
      : null
    if (session) return
    const { toast } = await import('sonner')
    toast.error(i18n._(pleaseLogin))
    const login = localizedPath(localeFromPath(location.pathname), '/login')
    throw redirect({ href: `${login}?redirect=${encodeURIComponent(location.href)}` })
  },
  // Personal: kept out of search results (robots.txt disallows it too).
  head: pageHead({ title: msg`User centre`, description: msg`Your details, password and session.`, noindex: true }),
  // The page's frame without details, for the prerender and while the session loads (see UserCentreFrame).
  pendingComponent: UserCentreFrame,
  // The user centre and the partner application are separate features; the route puts them together.
  component: () => <UserCentrePage partnerApplication={<PartnerApplication />} />,
})
