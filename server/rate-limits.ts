import { setTimeout as sleep } from 'node:timers/promises'
import type { Redis } from 'ioredis'
import {
  type IRateLimiterOptions,
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible'

/** A limit on attempts per key (an address, an account) in a fixed window. */
export interface RateLimit {
  /** Counts one attempt; false once the key has used up its attempts in the window. */
  attempt(key: string): Promise<boolean>
}

/**
 * Guesses at a secret (a password, a PIN), limited as rate-limiter-flexible's guide for login
 * endpoints does: only failures count, so the owner is never kept out by anyone else's attempts.
 * Consecutive failures per account and address pair are limited (a success ends the run), and
 * failures per address and day; the account itself is never locked, its answers only slow down
 * once failures from everywhere pass a ceiling.
 */
export interface GuessLimit {
  /**
   * Counts a guess as a failure until `succeeded` says otherwise (counted first, so guesses sent at
   * once cannot slip past the limit together). False when the pair or the address has failed too
   * often; otherwise resolves after the account's delay.
   */
  attempt(account: string, address: string): Promise<boolean>
  /** The secret was right: the pair's run of failures ends, and the guess counts nowhere. */
  succeeded(account: string, address: string): Promise<void>
}

/** Called with a limit's name for every attempt it refuses (the staff report's counts, metrics). */
export type RefusalListener = (limit: string) => void

const minute = 60_000
const hour = 60 * minute
const day = 24 * hour

/**
 * A counter through rate-limiter-flexible: in Redis when the instances share one, so a limit holds
 * across instances and restarts; in this process otherwise (the embedded default is one process).
 * Should Redis stop answering, counting goes on in memory rather than failing every login.
 */
function counter(name: string, points: number, windowMs: number, redis: Redis | undefined): RateLimiterAbstract {
  const options: IRateLimiterOptions = { keyPrefix: `limit:${name}`, points, duration: windowMs / 1000 }
  return redis
    ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) })
    : new RateLimiterMemory(options)
}

/** Counts one point; false (and the refusal reported) once the key is past its points. */
async function consume(limiter: RateLimiterAbstract, name: string, key: string, refused: RefusalListener) {
  try {
    await limiter.consume(key)
    return true
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal
    refused(name)
    return false
  }
}

function rateLimit(name: string, points: number, windowMs: number, redis: Redis | undefined, refused: RefusalListener) {
  const limiter = counter(name, points, windowMs, redis)
  return { attempt: (key: string) => consume(limiter, name, key, refused) } satisfies RateLimit
}

interface GuessRules {
  /** Consecutive failures of one account from one address, within an hour of the first. */
  perPair: number
  /** Failures from one address a day, whichever accounts they were for. */
  perAddress: number
  /** Failures on one account a day, from everywhere, before its answers slow down. */
  freePerAccount: number
}

/** Each failure past an account's ceiling adds this much to its answers, up to `maxDelayMs`. */
const delayStepMs = 500
const maxDelayMs = 10_000

/** How long an answer on an account waits, given its failures so far today. */
function guessDelayMs(failures: number, freeFailures: number): number {
  return Math.min(maxDelayMs, Math.max(0, failures - freeFailures) * delayStepMs)
}

function guessLimit(
  name: string,
  rules: GuessRules,
  redis: Redis | undefined,
  refused: RefusalListener,
  pause: (ms: number) => Promise<unknown>,
): GuessLimit {
  const byPair = counter(`${name}-failures-pair`, rules.perPair, hour, redis)
  const byAddress = counter(`${name}-failures-address`, rules.perAddress, day, redis)
  // Never refuses: its count only sets the delay (penalty adds points without a limit).
  const byAccount = counter(`${name}-failures-account`, 1, day, redis)
  const pair = (account: string, address: string) => JSON.stringify([account, address])
  return {
    async attempt(account, address) {
      if (!(await consume(byPair, `${name}-failures-pair`, pair(account, address), refused))) return false
      if (!(await consume(byAddress, `${name}-failures-address`, address, refused))) return false
      const { consumedPoints } = await byAccount.penalty(account)
      const delay = guessDelayMs(consumedPoints - 1, rules.freePerAccount)
      if (delay > 0) await pause(delay)
      return true
    },
    async succeeded(account, address) {
      await Promise.all([byPair.delete(pair(account, address)), byAddress.reward(address), byAccount.reward(account)])
    },
  }
}

/**
 * Limits per operation; "address" is the caller's IP, "account" the e-mail address concerned,
 * "device" the IMEI the web app keeps in a cookie. `pause` is how an answer waits (tests note it
 * instead). `onRefusal` is the one place refusals are reported, per limit.
 */
export function createRateLimits({
  scale = 1,
  redis,
  pause = sleep,
}: {
  scale?: number
  redis?: Redis
  pause?: (ms: number) => Promise<unknown>
} = {}) {
  const listeners = new Set<RefusalListener>()
  const refused: RefusalListener = (limit) => {
    for (const listener of listeners) listener(limit)
  }
  const limit = (name: string, n: number, windowMs: number) => rateLimit(name, n * scale, windowMs, redis, refused)
  const guesses = (name: string, rules: GuessRules) =>
    guessLimit(
      name,
      { perPair: rules.perPair * scale, perAddress: rules.perAddress * scale, freePerAccount: rules.freePerAccount * scale },
      redis,
      refused,
      pause,
    )
  return {
    // Passwords: ten wrong in a row from one address, a hundred from one address a day.
    loginGuesses: guesses('login', { perPair: 10, perAddress: 100, freePerAccount: 50 }),
    // PINs (sign-up and password reset): each PIN also ends after five wrong guesses (auth/repo.ts).
    pinGuesses: guesses('pin', { perPair: 5, perAddress: 50, freePerAccount: 20 }),
    // Requests that send a PIN mail (sign-up, resend), from one address.
    pinByAddress: limit('pin-address', 20, 15 * minute),
    pinResendByAccount: limit('pin-resend-account', 1, minute),
    // PIN mails a day: enough for a user who mistypes and asks again, too few to flood a mailbox.
    pinMailsByAccount: limit('pin-mails-account', 10, day),
    pinMailsByAddress: limit('pin-mails-address', 30, day),
    resetByAddress: limit('reset-address', 10, 15 * minute),
    emailExistsByAddress: limit('email-exists-address', 30, 10 * minute),
    leadByAddress: limit('lead-address', 5, hour),
    alertByAddress: limit('alert-address', 30, hour),
    reminderByAddress: limit('reminder-address', 60, hour),
    // iCalendar feeds and event files: a calendar app polls a feed every quarter of an hour, so
    // this leaves room for a whole office's subscriptions behind one address.
    calendarExportByAddress: limit('calendar-export-address', 120, hour),
    // Anonymous statistics count per device: a page view every few seconds at the most, a campaign
    // landing now and then. Visitors behind one address (an office, a carrier's shared address)
    // each have their own; the address's ceiling, twenty devices' worth, is only for someone
    // inventing device ids.
    pageViewByDevice: limit('page-view-device', 300, hour),
    pageViewByAddress: limit('page-view-address', 6000, hour),
    outboundClickByDevice: limit('outbound-click-device', 120, hour),
    outboundClickByAddress: limit('outbound-click-address', 2400, hour),
    visitByDevice: limit('visit-device', 30, hour),
    visitByAddress: limit('visit-address', 600, hour),
    // Cookie choices: a visitor changes their mind a few times at most; the address's ceiling is,
    // as for statistics, twenty devices' worth.
    consentByDevice: limit('consent-device', 20, hour),
    consentByAddress: limit('consent-address', 400, hour),
    /** Calls `listener` with the limit's name at every refusal; returns how to stop. */
    onRefusal(listener: RefusalListener): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export type RateLimits = ReturnType<typeof createRateLimits>

/**
 * Whether each limit in turn allows one more attempt. A later limit is not counted once an earlier
 * one refuses, so an address that is already blocked cannot use up an account's attempts.
 */
export async function withinLimits(...checks: Array<() => Promise<boolean>>): Promise<boolean> {
  for (const check of checks) if (!(await check())) return false
  return true
}
