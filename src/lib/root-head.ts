import { msg } from '@lingui/core/macro'
import type { AnyRouteMatch } from '@tanstack/react-router'
import { brand } from '~/config/brand'
import { i18n, locales, localizedPath, splitLocalePath } from './i18n'

/** Site-wide head: defaults for pages without their own metadata, canonical and language alternates. */
export function rootHead({ matches }: { matches: AnyRouteMatch[] }) {
  const pathname = matches.at(-1)?.pathname ?? '/'
  const { barePath } = splitLocalePath(pathname)
  const notFound = matches.some((m) => m.status === 'notFound' || ('globalNotFound' in m && m.globalNotFound === true))
  const absolute = (path: string) => new URL(path, brand.siteUrl).href
  return {
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      {
        title: notFound
          ? `${i18n._(msg`Page not found`)} | ${brand.name}`
          : `${brand.name}: ${i18n._(msg`Online trading in forex, metals, energies and indices`)}`,
      },
      {
        name: 'description',
        content: i18n._(
          msg`Trade forex, metals, energies and spot indices as CFDs with ${brand.name}, regulated by ${brand.regulatorShort}.`,
        ),
      },
      { name: 'keywords', content: i18n._(msg`forex, CFD, online trading, broker, metals, indices`) },
      { name: 'theme-color', content: brand.themeColor },
    ],
    links: [
      { rel: 'canonical', href: absolute(pathname) },
      ...locales.map((locale) => ({ rel: 'alternate', hrefLang: locale, href: absolute(localizedPath(locale, barePath)) })),
      { rel: 'alternate', hrefLang: 'x-default', href: absolute(barePath) },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    ],
  }
}
