import { v4 as uuidv4 } from 'uuid'
import { cookieNames, currentCookies, readCookie, writeCookie } from './cookies'
import { siteDefaultLocale } from './locale-path'
import { describeUserAgent, type UserAgentDescription } from './user-agent-description'
import { nextTask } from './when-idle'

export const defaultVersion = '0.0.1'
export const defaultChannel = '0'

/** 2 for phones and tablets the spec names (iPhone, iPod, Android, iOS), 1 for everything else. */
export function platformOf(userAgent: string): '1' | '2' {
  return /iPhone|iPod|Android|ios/i.test(userAgent) ? '2' : '1'
}

/**
 * ua-parser-js (some 10 KB compressed) loads with the first request of a browser only: what it
 * finds is kept in the device and system cookies, and no page needs it to start. Its first reading
 * of a user agent compiles hundreds of patterns: two tasks of 13 to 21 ms on a desktop, four times
 * that on a phone, just as the page's first calls go out. So it reads in a worker of its own
 * (src/lib/user-agent-worker.ts), and the page's main thread only sends the string and receives two
 * words. Where a worker cannot start (no Worker, as in the unit tests' DOM, or its script failed to
 * load) it reads on the main thread, in a task of its own. One reading per user agent serves both
 * headers.
 */
const descriptions = new Map<string, Promise<UserAgentDescription>>()

function describeClient(userAgent: string): Promise<UserAgentDescription> {
  let description = descriptions.get(userAgent)
  if (!description) {
    description = readInWorker(userAgent).catch(() => readOnMainThread(userAgent))
    // A reading that failed altogether (ua-parser-js could not be fetched) is tried again by the next request.
    description.catch(() => descriptions.delete(userAgent))
    descriptions.set(userAgent, description)
  }
  return description
}

function readInWorker(userAgent: string): Promise<UserAgentDescription> {
  if (typeof Worker === 'undefined') return Promise.reject(new Error('no workers here'))
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./user-agent-worker.ts', import.meta.url), { type: 'module' })
    worker.onmessage = (event: MessageEvent<UserAgentDescription>) => {
      worker.terminate()
      resolve(event.data)
    }
    worker.onerror = (event) => {
      event.preventDefault()
      worker.terminate()
      reject(new Error('the user agent worker failed'))
    }
    worker.postMessage(userAgent)
  })
}

async function readOnMainThread(userAgent: string): Promise<UserAgentDescription> {
  const { UAParser } = await import('ua-parser-js')
  await nextTask()
  const found = describeUserAgent(new UAParser(userAgent))
  // What follows (the request itself) goes on in a task of its own too.
  await nextTask()
  return found
}

/** The Device header's value (`UserAgentDescription.device`). */
export async function deviceOf(userAgent: string): Promise<string> {
  return (await describeClient(userAgent)).device
}

/** The System header's value (`UserAgentDescription.system`). */
export async function systemOf(userAgent: string): Promise<string> {
  return (await describeClient(userAgent)).system
}

/**
 * The device identifier (IMEI) is made and stored synchronously, before the first call leaves: the
 * first calls of a visit go out together, and each making its own would send ids the cookie then
 * forgets.
 */
function deviceIdentifier(jar: string): string {
  const stored = readCookie(cookieNames.imei, jar)
  if (stored) return stored
  const created = uuidv4()
  writeCookie(cookieNames.imei, created)
  return created
}

/** Descriptions being worked out, so calls that start together wait for the same one. */
const pending = new Map<string, Promise<string>>()

/** Reads a cookie, creating it with `make()` on first use, so every request describes the client the same way. */
function remembered(jar: string, name: string, make: () => string | Promise<string>): Promise<string> {
  const existing = readCookie(name, jar)
  if (existing) return Promise.resolve(existing)
  let value = pending.get(name)
  if (!value) {
    value = rememberNew(name, make).finally(() => pending.delete(name))
    pending.set(name, value)
  }
  return value
}

async function rememberNew(name: string, make: () => string | Promise<string>): Promise<string> {
  try {
    const value = await make()
    writeCookie(name, value)
    return value
  } catch {
    // ua-parser-js could not be fetched (the connection dropped): this request says "unknown",
    // a later one works it out and keeps it. A request never fails for its description.
    return 'unknown'
  }
}

/** The request headers of spec section 7, each kept in its cookie (spec section 3). */
export async function clientHeaders(): Promise<Record<string, string>> {
  const userAgent = navigator.userAgent
  // The cookies are read once for the whole call: each reading of document.cookie is a synchronous
  // call into the browser's cookie store (up to tens of milliseconds on a busy phone), and after
  // each await below the module's copy is gone (src/lib/cookies.ts).
  const jar = currentCookies()
  // The first calls of a visit all wait for the one description of the device and system, and all
  // would go on in the task in which it arrives: a task of 20 to 30 ms on a desktop as the page's
  // calls went out together (the requests themselves and the cookies). Each goes on in a task of its own.
  const firstDescription = !readCookie(cookieNames.device, jar) || !readCookie(cookieNames.system, jar)
  const imei = deviceIdentifier(jar)
  const headers: Record<string, string> = {
    Accept: 'application/json',
    IMEI: imei,
    Version: await remembered(jar, cookieNames.version, () => defaultVersion),
    Channel: await remembered(jar, cookieNames.channel, () => defaultChannel),
    Platform: await remembered(jar, cookieNames.platform, () => platformOf(userAgent)),
    Device: await remembered(jar, cookieNames.device, () => deviceOf(userAgent)),
    System: await remembered(jar, cookieNames.system, () => systemOf(userAgent)),
    Language: readCookie(cookieNames.language, jar) ?? document.documentElement.lang ?? siteDefaultLocale,
  }
  const token = readCookie(cookieNames.authorization, jar)
  if (token) headers.Authorization = token
  if (firstDescription) await nextTask()
  return headers
}
