import { localValues } from './storage'

/** Chromium's install prompt event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

export type InstallOption = { kind: 'prompt' } | { kind: 'ios-instructions' } | { kind: 'none' }

const dismissedKey = 'mc-install-dismissed'
/** Where the prerendered page's start-up script keeps an install prompt that came before the app. */
export const earlyInstallPrompt = 'mcEarlyInstallPrompt'
let deferred: BeforeInstallPromptEvent | undefined
let installed = false
const listeners = new Set<() => void>()
const notify = () => {
  for (const listener of listeners) listener()
}

/**
 * Keeps Chromium's install prompt for later instead of letting the browser show it on arrival:
 * the site offers it beside the app-store buttons, where a visitor is already thinking about apps.
 * The event can fire as soon as the page loads, before the app starts after the first paint.
 */
export function captureInstallPrompt(win: Window = window): void {
  // The page's start-up script keeps an event that fired before the app was loaded.
  const early = (win as unknown as Record<string, BeforeInstallPromptEvent | undefined>)[earlyInstallPrompt]
  if (early) {
    deferred = early
    notify()
  }
  win.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    deferred = event as BeforeInstallPromptEvent
    notify()
  })
  win.addEventListener('appinstalled', () => {
    installed = true
    deferred = undefined
    notify()
  })
}

export function subscribeInstall(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function isStandalone(): boolean {
  return window.matchMedia?.('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true
}

/**
 * Safari on iPhone and iPad has no prompt: it installs through Share, Add to Home Screen. A small
 * test instead of the UA parser, which this start-up module would otherwise pull into every page.
 * iPadOS reports itself as a Mac, told apart by its touch screen; Chrome, Firefox and Edge on iOS
 * name themselves (CriOS, FxiOS, EdgiOS).
 */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const apple = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)
  return apple && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent)
}

/** What to offer now; the same object until something changes (for useSyncExternalStore). */
let lastOption: InstallOption = { kind: 'none' }
export function currentInstallOption(): InstallOption {
  const kind: InstallOption['kind'] =
    installed || isStandalone() || wasDismissed()
      ? 'none'
      : deferred
        ? 'prompt'
        : isIosSafari(navigator.userAgent, navigator.maxTouchPoints ?? 0)
          ? 'ios-instructions'
          : 'none'
  if (lastOption.kind !== kind) lastOption = { kind }
  return lastOption
}

/** Shows the browser's own install dialog; a refusal there counts as a dismissal. */
export async function promptInstall(): Promise<void> {
  const event = deferred
  if (!event) return
  deferred = undefined
  await event.prompt()
  const { outcome } = await event.userChoice
  if (outcome === 'dismissed') dismissInstall()
  else notify()
}

/** "Not now" is remembered, so the offer does not return on every page. */
export function dismissInstall(): void {
  // With storage blocked (a private window) the offer is hidden for this page only.
  localValues.set(dismissedKey, new Date().toISOString())
  deferred = undefined
  notify()
}

function wasDismissed(): boolean {
  return localValues.get(dismissedKey) !== undefined
}
