import { apiPaths } from '~/contract/paths'
import { request } from './http'

/**
 * The browser side of Web Push, the one capability price alerts and event reminders share (one
 * subscription, one server key, so one permission covers both): whether it is available, this
 * browser's subscription, and a new one. The permission is asked only from the visitor's own tap
 * (setting an alert or a reminder), never on load.
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

/** The visitor did not allow notifications; the message is the permission ('denied' or 'default'). */
export class PushRefused extends Error {}

/** The existing subscription, or a new one after the browser's permission prompt. */
export async function subscribeToPush(publicKey: string): Promise<PushSubscription> {
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

/** Web Push as a feature's component takes it: the route hands in `webPush`, a test a fake. */
export interface PushAccess {
  availability: () => PushAvailability
  endpoint: () => Promise<string | undefined>
  /** The subscription, asking the browser's permission first if there is none. Rejects with 'denied', 'default' or 'failed'. */
  subscribe: () => Promise<PushSubscriptionJSON>
}

export const webPush: PushAccess = {
  availability: pushAvailability,
  endpoint: async () => (await currentSubscription())?.endpoint,
  async subscribe() {
    const key = await request(apiPaths.pushKey, {}, { silent: true })
    if (key.res !== 1) throw new Error('failed')
    try {
      return (await subscribeToPush(key.dt.publicKey)).toJSON()
    } catch (error) {
      throw new Error(error instanceof PushRefused ? error.message : 'failed')
    }
  },
}
