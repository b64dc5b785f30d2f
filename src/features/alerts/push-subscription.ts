/**
 * The browser side of Web Push: whether it is available, this browser's subscription, and a new
 * one (the permission is asked here, only after the visitor sets an alert).
 */
export type PushAvailability = 'available' | 'unavailable' | 'blocked'

export function pushAvailability(): PushAvailability {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unavailable'
  return Notification.permission === 'denied' ? 'blocked' : 'available'
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.ready
  return registration.pushManager.getSubscription()
}

export class PushRefused extends Error {}

/** The existing subscription, or a new one after the browser's permission prompt. */
export async function subscribeForAlerts(publicKey: string): Promise<PushSubscription> {
  const existing = await currentSubscription()
  if (existing) return existing
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') throw new PushRefused(permission)
  const registration = await navigator.serviceWorker.ready
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(publicKey) })
}

function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=')
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
}
