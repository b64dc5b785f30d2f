import webpush from 'web-push'
import type { VapidKeys } from './vapid'

export interface PushTarget {
  endpoint: string
  p256dh: string
  auth: string
}

/** `failed key`: the subscription's keys cannot encrypt (saved before they were checked, push-keys.ts). */
export type Delivery = 'sent' | 'gone' | `failed ${number}` | 'failed network' | 'failed key'

/**
 * The push services of the browsers that support Web Push: Chrome, Edge's and Opera's FCM,
 * Firefox's autopush, Safari's Apple push, and Windows' WNS (older Edge). A subscription names one
 * of them; no other host is ever called.
 */
const pushServiceHosts = [
  /^fcm\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^web\.push\.apple\.com$/,
  /^[a-z0-9-]+\.notify\.windows\.com$/,
]

/**
 * Whether the server may post to a subscription's endpoint: HTTPS on the default port to one of the
 * public push services above. Anything else, even a public-looking name (which may resolve to this
 * machine or a private network), would let a visitor make the server call addresses it should not.
 * Local HTTP endpoints are allowed only when configured (PUSH_LOCAL_ENDPOINTS=1, the test receiver).
 */
export function endpointAllowed(endpoint: string, allowLocal: boolean): boolean {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (host === 'localhost' || host === '127.0.0.1' || host === '::1') return allowLocal
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false
  return pushServiceHosts.some((pattern) => pattern.test(host))
}

/**
 * Encrypts the payload for the subscription (RFC 8291, aes128gcm) and signs the request (VAPID,
 * RFC 8292) with web-push, then posts it with fetch: web-push's own sender speaks HTTPS only,
 * and fetch gives one code path for the push services and the local test endpoint alike.
 */
export function createPushSender(keys: VapidKeys, subject: string) {
  return async function send(target: PushTarget, payload: string, ttlSeconds = 3600): Promise<Delivery> {
    let details: ReturnType<typeof webpush.generateRequestDetails>
    try {
      details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        { vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey }, TTL: ttlSeconds, urgency: 'high' },
      )
    } catch {
      // A sender that never throws: one subscription's bad keys fail its own push, nobody else's.
      return 'failed key'
    }
    try {
      const response = await fetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body as Buffer<ArrayBuffer>,
        redirect: 'error',
        signal: AbortSignal.timeout(10_000),
      })
      if (response.ok) return 'sent'
      // 404 and 410: the visitor unsubscribed or the browser dropped the subscription.
      return response.status === 404 || response.status === 410 ? 'gone' : `failed ${response.status}`
    } catch {
      return 'failed network'
    }
  }
}

export type PushSender = ReturnType<typeof createPushSender>
