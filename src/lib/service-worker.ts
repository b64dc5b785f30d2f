/** Registers the service worker once the page is idle, never competing with the first paint. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return
  const register = () => {
    void import('workbox-window').then(({ Workbox }) => new Workbox('/sw.js', { scope: '/' }).register())
  }
  if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 3000 })
  else setTimeout(register, 1000)
}
