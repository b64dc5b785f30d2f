import type { Locale } from '../contract/locales'

/** Which language a path is in, and the path of a page in a language. Pure, so the server shares it. */

/** The main site speaks German by default; the partner programme is aimed at an international audience. */
export const siteDefaultLocale: Locale = 'de'
export const partnerDefaultLocale: Locale = 'en'

export const localeNames: Record<Locale, string> = {
  de: 'Deutsch',
  en: 'English',
  pl: 'Polski',
}

/** BCP 47 tags for Intl: the site's numbers follow the page's language, not the visitor's OS. */
export const intlLocale: Record<Locale, string> = { de: 'de-DE', en: 'en-GB', pl: 'pl-PL' }

const partnerPrefix = '/partner'

export function isPartnerPath(barePath: string): boolean {
  return barePath === partnerPrefix || barePath.startsWith(`${partnerPrefix}/`)
}

export function defaultLocaleFor(barePath: string): Locale {
  return isPartnerPath(barePath) ? partnerDefaultLocale : siteDefaultLocale
}

/** Splits `/en/trading/forex` into its language prefix and the path every language shares. */
export function splitLocalePath(pathname: string): { prefix: Locale | undefined; barePath: string } {
  const match = /^\/(de|en|pl)(?=\/|$)/.exec(pathname)
  if (!match) return { prefix: undefined, barePath: pathname || '/' }
  const barePath = pathname.slice(match[0].length) || '/'
  return { prefix: match[1] as Locale, barePath }
}

export function localeFromPath(pathname: string): Locale {
  const { prefix, barePath } = splitLocalePath(pathname)
  return prefix ?? defaultLocaleFor(barePath)
}

/** The address of a page in a language: the default language of a page carries no prefix. */
export function localizedPath(locale: Locale, barePath: string): string {
  if (locale === defaultLocaleFor(barePath)) return barePath
  return `/${locale}${barePath === '/' ? '' : barePath}`
}

/** The `lang` path parameter that addresses a page in a language (undefined for the default). */
export function langParam(locale: Locale, barePath: string): Locale | undefined {
  return locale === defaultLocaleFor(barePath) ? undefined : locale
}
