import { msg } from '@lingui/core/macro'
import { brand } from '~/config/brand'
import type { Locale } from '../contract/locales'
import { i18n } from './i18n'
import { intlLocale, localizedPath } from './locale-path'

/**
 * One web app manifest per language (written by the prerender step as /manifest-<lang>.webmanifest
 * and linked from that language's pages), so the installed app starts in the visitor's language
 * and its name and shortcuts read in it. All three share one `id`: it is one app, not three.
 */
export function webManifestPath(locale: Locale): string {
  return `/manifest-${locale}.webmanifest`
}

/** The screenshots are real captures of the built site (scripts/tools/capture-screenshots.mjs). */
const screenshots = [
  { src: '/screenshots/quotes-narrow.jpg', sizes: '720x1480', type: 'image/jpeg', form_factor: 'narrow' },
  { src: '/screenshots/home-narrow.jpg', sizes: '720x1480', type: 'image/jpeg', form_factor: 'narrow' },
  { src: '/screenshots/quotes-wide.jpg', sizes: '1440x900', type: 'image/jpeg', form_factor: 'wide' },
] as const

/** Builds the manifest in the active Lingui locale (the caller activates `locale` first). */
export function webManifest(locale: Locale) {
  const path = (barePath: string) => localizedPath(locale, barePath)
  return {
    id: '/',
    name: i18n._(msg`${brand.name}: forex and CFD trading`),
    short_name: brand.shortName,
    description: i18n._(msg`Live prices, the economic calendar, the FAQ and the legal documents of ${brand.name}, also offline.`),
    lang: intlLocale[locale],
    dir: 'ltr',
    start_url: path('/'),
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: brand.themeColor,
    background_color: brand.backgroundColor,
    categories: ['finance', 'business'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      {
        name: i18n._(msg`Real-time quotes`),
        short_name: i18n._(msg`Quotes`),
        url: path('/trading/realtime'),
        icons: [{ src: '/icons/shortcut-quotes-96.png', sizes: '96x96', type: 'image/png' }],
      },
      {
        name: i18n._(msg`Economic calendar`),
        short_name: i18n._(msg`Calendar`),
        url: path('/trading/calendar'),
        icons: [{ src: '/icons/shortcut-calendar-96.png', sizes: '96x96', type: 'image/png' }],
      },
    ],
    screenshots: screenshots.map((shot) => ({
      ...shot,
      label:
        shot.src === '/screenshots/home-narrow.jpg'
          ? i18n._(msg`The home page with live prices`)
          : i18n._(msg`Real-time quotes for 30 instruments`),
    })),
  }
}
