import type { PushMessage } from '../contract/push'

declare const self: ServiceWorkerGlobalScope

/**
 * Shows the server's pushes (price alerts, event reminders). The server writes the text in the
 * visitor's language, so the worker needs no catalogs; a click brings forward an open tab on the
 * message's page (the quotes, the event) or opens one.
 */
export function registerPushNotifications() {
  self.addEventListener('push', (event) => {
    const message = parsePush(event.data)
    if (!message) return
    event.waitUntil(
      self.registration.showNotification(message.title, {
        body: message.body,
        tag: message.tag,
        lang: message.lang,
        icon: '/icons/icon-192.png',
        badge: '/icons/maskable-192.png',
        data: { url: message.url },
      }),
    )
  })

  self.addEventListener('notificationclick', (event) => {
    event.notification.close()
    const url = new URL((event.notification.data as { url?: string })?.url ?? '/', self.location.origin)
    event.waitUntil(focusOrOpen(self.clients, url))
  })
}

function parsePush(data: PushMessageData | null): PushMessage | undefined {
  try {
    const value = data?.json() as PushMessage | undefined
    return value && typeof value.title === 'string' && typeof value.body === 'string' ? value : undefined
  } catch {
    return undefined
  }
}

/** An open tab already on the message's page is focused; otherwise a new one opens there. */
export async function focusOrOpen(clients: Clients, url: URL): Promise<void> {
  if (url.origin !== self.location.origin) return
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true })
  const open = windows.find((client) => new URL(client.url).pathname === url.pathname)
  if (open) {
    await open.focus()
    return
  }
  await clients.openWindow(url.href)
}
