import { cookieNames, readCookie, writeCookie } from './cookies'

export type ConsentChoice = 'accepted' | 'rejected'

const consentEvent = 'consent-change'

/** The visitor's cookie choice: isAccept=1 after accepting, 0 after rejecting, absent before a choice. */
export function readConsent(): ConsentChoice | undefined {
  const value = readCookie(cookieNames.consent)
  if (value === '1') return 'accepted'
  if (value === '0') return 'rejected'
  return undefined
}

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

/** Opens the cookie notice again, so a choice can be changed at any time (the footer offers it). */
export function openCookieSettings(): void {
  window.dispatchEvent(new Event(settingsEvent))
}

export function onCookieSettingsRequested(open: () => void): () => void {
  window.addEventListener(settingsEvent, open)
  return () => window.removeEventListener(settingsEvent, open)
}
