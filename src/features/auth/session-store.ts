import { cookieNames, readCookie, removeCookie } from '~/lib/cookies'
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

export function isSignedIn(): boolean {
  return Boolean(readCookie(cookieNames.authorization))
}

/** Logout's local part (spec section 4): local user info, session data and the token go. */
export function clearLocalSession(): void {
  localValues.remove(userInfoKey)
  sessionValues.clear()
  removeCookie(cookieNames.authorization)
}

/** Only same-site paths are followed after login, so a crafted link cannot send a user elsewhere. */
export function safeRedirect(target: unknown, fallback: string): string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return fallback
  return target
}
