import type { PriceAlertPush } from '../contract/price-alerts'

declare const self: ServiceWorkerGlobalScope

/**
 * Shows the server's price-alert pushes. The server writes the text in the language the alert was
 * set in, so the worker needs no catalogs; a click brings an open quotes tab forward or opens one.
 */
export function registerPriceAlertNotifications() {
  self.addEventListener('push', (event) => {
    const alert = parsePush(event.data)
    if (!alert) return
    event.waitUntil(
      self.registration.showNotification(alert.title, {
        body: alert.body,
        tag: alert.tag,
        lang: alert.lang,
        icon: '/icons/icon-192.png',
        badge: '/icons/maskable-192.png',
        data: { url: alert.url },
      }),
    )
  })

  self.addEventListener('notificationclick', (event) => {
    event.notification.close()
    const url = new URL((event.notification.data as { url?: string })?.url ?? '/', self.location.origin)
    event.waitUntil(focusOrOpen(self.clients, url))
  })
}

function parsePush(data: PushMessageData | null): PriceAlertPush | undefined {
  try {
    const value = data?.json() as PriceAlertPush | undefined
    return value && typeof value.title === 'string' && typeof value.body === 'string' ? value : undefined
  } catch {
    return undefined
  }
}

/** An open tab already on the quotes page is focused; otherwise a new one opens there. */
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
