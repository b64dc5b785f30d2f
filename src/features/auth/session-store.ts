import { cookieNames, removeCookie } from '~/lib/cookies'
import { localValues, sessionValues } from '~/lib/storage'

/** What the login form remembers on this device (spec section 3: key user-info, email and save flag). */
export interface UserInfo {
  email: string
  isSave: boolean
}

const userInfoKey = 'user-info'

export function readUserInfo(): UserInfo | undefined {
  try {
    const value = JSON.parse(localValues.get(userInfoKey) ?? 'null')
    if (value && typeof value.email === 'string') return { email: value.email, isSave: value.isSave === true }
  } catch {
    // A damaged entry is the same as none.
  }
  return undefined
}

export function saveUserInfo(info: UserInfo): void {
  localValues.set(userInfoKey, JSON.stringify(info))
}

/** Logout's local part (spec section 4): local user info, session data and the token go. */
export function clearLocalSession(): void {
  localValues.remove(userInfoKey)
  sessionValues.clear()
  removeCookie(cookieNames.authorization)
}

/**
 * Only addresses on this site are followed after login, so a crafted link cannot send a user
 * elsewhere. The target is resolved as the browser would resolve it (it drops tabs and newlines
 * and reads a backslash as a slash, so `/\t/evil.example` and `/\evil.example` lead off the site)
 * and its origin compared; what is followed is the resolved path, never the text as given.
 */
export function safeRedirect(target: unknown, fallback: string, origin = globalThis.location?.origin): string {
  if (typeof target !== 'string' || target === '' || !origin) return fallback
  try {
    const url = new URL(target, origin)
    return url.origin === origin ? url.pathname + url.search + url.hash : fallback
  } catch {
    return fallback
  }
}
