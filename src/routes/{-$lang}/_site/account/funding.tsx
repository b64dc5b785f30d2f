import { createFileRoute, redirect } from '@tanstack/react-router'

// The former funding page moved to /account/deposit; the permanent redirect keeps old links and search results working.
export const Route = createFileRoute('/{-$lang}/_site/account/funding')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/{-$lang}/account/deposit', params, statusCode: 301 })
  },
})
