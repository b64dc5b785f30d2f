import { UAParser } from 'ua-parser-js'
import { v4 as uuidv4 } from 'uuid'
import { cookieNames, readCookie, writeCookie } from './cookies'
import { siteDefaultLocale } from './locale-path'

export const defaultVersion = '0.0.1'
export const defaultChannel = '0'

/** 2 for phones and tablets the spec names (iPhone, iPod, Android, iOS), 1 for everything else. */
export function platformOf(userAgent: string): '1' | '2' {
  return /iPhone|iPod|Android|ios/i.test(userAgent) ? '2' : '1'
}

/** Browser name and version, e.g. "Chrome 131.0.0.0". */
export function deviceOf(userAgent: string): string {
  const { name, version } = new UAParser(userAgent).getBrowser()
  return [name, version].filter(Boolean).join(' ') || 'unknown'
}

/** Operating system name, with the version where it is Windows (e.g. "Windows 10"). */
export function systemOf(userAgent: string): string {
  const { name, version } = new UAParser(userAgent).getOS()
  if (!name) return 'unknown'
  return name === 'Windows' && version ? `${name} ${version}` : name
}

/** Reads a cookie, creating it with `make()` on first use, so every request describes the client the same way. */
function remembered(name: string, make: () => string): string {
  const existing = readCookie(name)
  if (existing) return existing
  const value = make()
  writeCookie(name, value)
  return value
}

/** The request headers of spec section 7, each kept in its cookie (spec section 3). */
export function clientHeaders(): Record<string, string> {
  const userAgent = navigator.userAgent
  const headers: Record<string, string> = {
    Accept: 'application/json',
    IMEI: remembered(cookieNames.imei, uuidv4),
    Version: remembered(cookieNames.version, () => defaultVersion),
    Channel: remembered(cookieNames.channel, () => defaultChannel),
    Platform: remembered(cookieNames.platform, () => platformOf(userAgent)),
    Device: remembered(cookieNames.device, () => deviceOf(userAgent)),
    System: remembered(cookieNames.system, () => systemOf(userAgent)),
    Language: readCookie(cookieNames.language) ?? document.documentElement.lang ?? siteDefaultLocale,
  }
  const token = readCookie(cookieNames.authorization)
  if (token) headers.Authorization = token
  return headers
}
