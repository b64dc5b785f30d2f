import { i18n, type Messages } from '@lingui/core'
import type { Locale } from './locale-path'

export * from './locale-path'

const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  de: () => import('../../locales/de/messages.po'),
  en: () => import('../../locales/en/messages.po'),
  pl: () => import('../../locales/pl/messages.po'),
}

const loaded = new Set<Locale>()

/** Loads a language's catalog once and makes it the active one. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) {
    const { messages } = await catalogs[locale]()
    i18n.load(locale, messages)
    loaded.add(locale)
  }
  if (i18n.locale !== locale) i18n.activate(locale)
}

export { i18n }
