import * as v from 'valibot'

/**
 * Web Push, the one capability price alerts and event reminders share: the browser's push
 * subscription identifies the visitor (signed in or not), its endpoint is their key to what they
 * set, and the server pushes a message already written in the visitor's language.
 */

/** A push subscription as `PushSubscription.toJSON()` gives it. */
export const pushSubscriptionPayload = v.object({
  endpoint: v.pipe(v.string(), v.maxLength(1000), v.url()),
  keys: v.object({
    p256dh: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{80,100}$/)),
    auth: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,32}$/)),
  }),
})

/** The server's VAPID public key, which the browser subscribes with. */
export const pushKeyAnswer = v.object({ publicKey: v.string() })

/** The body of every push the server sends; the service worker shows it as it is (src/sw/push.ts). */
export interface PushMessage {
  title: string
  body: string
  lang: string
  /** The page a click on the notification opens. */
  url: string
  /** Replaces an earlier notification with the same tag. */
  tag: string
}
