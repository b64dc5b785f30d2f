import { createFileRoute, notFound, Outlet, redirect } from '@tanstack/react-router'
import { isLocale } from '~/contract/locales'
import { defaultLocaleFor, splitLocalePath } from '~/lib/locale-path'

export const Route = createFileRoute('/{-$lang}')({
  beforeLoad: ({ params, location }) => {
    if (params.lang === undefined) return
    if (!isLocale(params.lang)) throw notFound()
    // A page has one address per language: the default language lives without a prefix.
    const { barePath } = splitLocalePath(location.pathname)
    if (params.lang === defaultLocaleFor(barePath)) {
      throw redirect({ href: barePath + location.searchStr, statusCode: 301 })
    }
  },
  component: Outlet,
})
