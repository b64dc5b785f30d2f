import type { ConsentCategory } from '~/contract/consent'
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
 * Keeps the visitor's choice in the consent cookie. The cookie notice also records it on the server
 * (each choice, a change or a withdrawal adds a record: `recordConsent` in consent-records.ts),
 * which needs the API client: that comes with the notice, not with every page's footer.
 */
export function writeConsent(choice: ConsentChoice): void {
  writeCookie(cookieNames.consent, choice === 'accepted' ? '1' : '0')
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
/** Settings asked for before the cookie notice was there to open them (its code loads once the page is interactive). */
let settingsWaiting = false

/** Opens the cookie settings, so a choice can be changed or withdrawn at any time (the footer offers it). */
export function openCookieSettings(): void {
  settingsWaiting = true
  window.dispatchEvent(new Event(settingsEvent))
}

/** Calls `open` for each request, and at once for one made before anything listened. */
export function onCookieSettingsRequested(open: () => void): () => void {
  const listener = () => {
    settingsWaiting = false
    open()
  }
  if (settingsWaiting) listener()
  window.addEventListener(settingsEvent, listener)
  return () => window.removeEventListener(settingsEvent, listener)
}
