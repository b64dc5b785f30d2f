import { msg } from '@lingui/core/macro'
import type { AnyRouteMatch } from '@tanstack/react-router'
import { brand } from '~/config/brand'
import { locales } from '../contract/locales'
import { recordEarlyInputScript } from './early-input'
import { i18n } from './i18n'
import { intlLocale, localeFromPath, localizedPath, splitLocalePath } from './locale-path'
import { themeColors, themeScript } from './theme'
import { webManifestPath } from './web-manifest'

/** Site-wide head: defaults for pages without their own metadata, canonical and language alternates. */
export function rootHead({ matches }: { matches: AnyRouteMatch[] }) {
  const pathname = (matches.at(-1)?.pathname ?? '/').replace(/\/+$/, '') || '/'
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
      // Both themes are designed; the toolbar colour is the light one's until the theme script sets the theme's.
      { name: 'color-scheme', content: 'light dark' },
      { name: 'theme-color', content: themeColors.light },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: brand.name },
      { property: 'og:url', content: absolute(pathname) },
      { property: 'og:locale', content: intlLocale[localeFromPath(pathname)].replace('-', '_') },
      { property: 'og:image', content: absolute('/og-image.png') },
      { name: 'twitter:card', content: 'summary_large_image' },
    ],
    // The theme before the first paint (src/lib/theme.ts) and the recorder of early input
    // (src/lib/early-input.ts): classic scripts, so they run as the head is parsed, before any
    // form in the body is on screen (a module script would wait until the whole page is parsed).
    scripts: [
      { children: themeScript },
      { children: recordEarlyInputScript },
      { type: 'application/ld+json', children: JSON.stringify(organization()) },
    ],
    links: [
      { rel: 'canonical', href: absolute(pathname) },
      ...locales.map((locale) => ({ rel: 'alternate', hrefLang: locale, href: absolute(localizedPath(locale, barePath)) })),
      { rel: 'alternate', hrefLang: 'x-default', href: absolute(barePath) },
      // A PNG, not an SVG: the browser builds an SVG icon as a document of its own on the page's main
      // thread, tens of milliseconds on a phone (scripts/tools/render-brand-images.mjs).
      { rel: 'icon', href: '/icons/favicon-32.png', type: 'image/png', sizes: '32x32' },
      { rel: 'manifest', href: webManifestPath(localeFromPath(pathname)) },
      { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
    ],
  }
}

/** Who runs the site, for search engines (schema.org Organization). */
function organization() {
  const [street, ...rest] = brand.registeredAddress.lines
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand.name,
    legalName: brand.legalEntity,
    url: brand.siteUrl,
    logo: new URL('/icons/icon-512.png', brand.siteUrl).href,
    email: brand.email,
    telephone: brand.phone,
    address: { '@type': 'PostalAddress', streetAddress: street, addressLocality: rest.join(', ') },
  }
}
