/** The cookies the spec names (section 3); one place so their names and lifetimes stay consistent. */
export const cookieNames = {
  authorization: 'token',
  imei: 'IMEI',
  version: 'version',
  channel: 'channel',
  platform: 'platform',
  device: 'device',
  system: 'system',
  language: 'hl',
  consent: 'isAccept',
  downloadChannel: 'dl-channel',
} as const

const yearInDays = 365

/**
 * `document.cookie` is a synchronous call into the browser's cookie store, a millisecond or more
 * on a phone, and one render asks several times (session, language, consent). The string is read
 * once and kept until the current task's microtasks run; writing through this module forgets it.
 */
let cookieString: string | undefined
export function currentCookies(): string {
  if (typeof document === 'undefined') return ''
  if (cookieString === undefined) {
    cookieString = document.cookie
    queueMicrotask(forgetCookies)
  }
  return cookieString
}
function forgetCookies() {
  cookieString = undefined
}

export function readCookie(name: string, source: string = currentCookies()): string | undefined {
  for (const part of source.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim())
  }
  return undefined
}

export function writeCookie(name: string, value: string, days = yearInDays): void {
  if (typeof document === 'undefined') return
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  const expires = new Date(Date.now() + days * 86_400_000).toUTCString()
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Strict${secure}`
  forgetCookies()
}

export function removeCookie(name: string): void {
  if (typeof document === 'undefined') return
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Strict`
  forgetCookies()
}
