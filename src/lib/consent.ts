import type { ConsentCategory } from '~/contract/consent'
import type { Locale } from '~/contract/locales'
import { recordConsent } from './consent-records'
import { cookieNames, readCookie, writeCookie } from './cookies'

/** Analytics is the one category that needs consent (content/legal/en/cookie-policy.md, section 5). */
export type ConsentChoice = 'accepted' | 'rejected'

/** What a choice consents to: strictly necessary cookies always, analytics only when accepted. */
export function consentCategoriesOf(choice: ConsentChoice): ConsentCategory[] {
  return choice === 'accepted' ? ['necessary', 'analytics'] : ['necessary']
}

const consentEvent = 'consent-change'

/** The visitor's cookie choice: isAccept=1 after accepting, 0 after rejecting, absent before a choice. */
export function readConsent(): ConsentChoice | undefined {
  const value = readCookie(cookieNames.consent)
  if (value === '1') return 'accepted'
  if (value === '0') return 'rejected'
  return undefined
}

/**
 * Keeps the visitor's choice in the consent cookie and records it on the server (each choice, a
 * change or a withdrawal adds a record; consent-records.ts), `language` being the notice's.
 */
export function writeConsent(choice: ConsentChoice, language: Locale): void {
  writeCookie(cookieNames.consent, choice === 'accepted' ? '1' : '0')
  void recordConsent(consentCategoriesOf(choice), language)
  window.dispatchEvent(new CustomEvent(consentEvent, { detail: choice }))
}

/** Non-essential features (analytics) start only through this, so nothing runs before consent. */
export function onConsentAccepted(start: () => void): () => void {
  if (readConsent() === 'accepted') {
    start()
    return () => {}
  }
  const listener = (event: Event) => {
    if ((event as CustomEvent<ConsentChoice>).detail === 'accepted') start()
  }
  window.addEventListener(consentEvent, listener)
  return () => window.removeEventListener(consentEvent, listener)
}

const settingsEvent = 'open-cookie-settings'

/** Opens the cookie settings, so a choice can be changed or withdrawn at any time (the footer offers it). */
export function openCookieSettings(): void {
  window.dispatchEvent(new Event(settingsEvent))
}

export function onCookieSettingsRequested(open: () => void): () => void {
  window.addEventListener(settingsEvent, open)
  return () => window.removeEventListener(settingsEvent, open)
}
