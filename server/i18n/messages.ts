import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type MessageDescriptor, setupI18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { errorMessageFor } from '../../src/contract/error-messages'
import { isLocale, type Locale } from '../../src/contract/locales'
import { readPoEntries } from './po-catalog'

const localesDir = join(dirname(fileURLToPath(import.meta.url)), '../../locales')

/** msgid → msgstr of one catalog; empty translations are left out so the English text is used. */
function readCatalog(locale: Locale): Map<string, string> {
  return new Map(
    readPoEntries(join(localesDir, locale, 'messages.po'))
      .filter((e) => e.str)
      .map((e) => [e.msgid, e.str]),
  )
}

const catalogs = new Map<Locale, Map<string, string>>()

function catalogFor(locale: Locale): Map<string, string> {
  let catalog = catalogs.get(locale)
  if (!catalog) {
    catalog = readCatalog(locale)
    catalogs.set(locale, catalog)
  }
  return catalog
}

export function translate(descriptor: MessageDescriptor, locale: Locale): string {
  return (descriptor.id && catalogFor(locale).get(descriptor.id)) || descriptor.message || descriptor.id || ''
}

/**
 * A message in the caller's language with its values filled in, read as ICU MessageFormat so that
 * plurals take the form the language needs ("15 Minuten", "1 minuta", "5 minut").
 */
export function formatMessage(descriptor: MessageDescriptor, locale: Locale, values: Record<string, string | number>): string {
  const id = descriptor.id ?? ''
  const i18n = setupI18n({ locale, messages: { [locale]: { [id]: translate(descriptor, locale) } } })
  i18n.setMessagesCompiler(compileMessage)
  return i18n._(id, values)
}

/** The catalogue message for an error code in the caller's language. */
export function errorText(ec: number, locale: Locale): string {
  return translate(errorMessageFor(ec), locale)
}

/**
 * The caller's language: the Language header the web app sends (its hl cookie), else the first
 * supported Accept-Language, else English for API clients.
 */
export function callerLocale(languageHeader: string | undefined, acceptLanguage: string | undefined): Locale {
  if (isLocale(languageHeader)) return languageHeader
  for (const part of (acceptLanguage ?? '').split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase()
    if (isLocale(code)) return code
  }
  return 'en'
}
