import type { Redis } from 'ioredis'
import { type IRateLimiterOptions, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'

/** A limit on attempts per key (an address, an account) in a fixed window. */
export interface RateLimit {
  /** Counts one attempt; false once the key has used up its attempts in the window. */
  attempt(key: string): Promise<boolean>
}

const minute = 60_000

/**
 * One limit through rate-limiter-flexible: counted in Redis when the instances share one, so a
 * limit holds across instances and restarts; in this process otherwise (the embedded default is
 * one process). Should Redis stop answering, counting goes on in memory rather than failing
 * every login.
 */
function rateLimit(
  name: string,
  points: number,
  windowMs: number,
  redis: Redis | undefined,
  onRefused: (limit: string) => void,
): RateLimit {
  const options: IRateLimiterOptions = { keyPrefix: `limit:${name}`, points, duration: windowMs / 1000 }
  const limiter = redis
    ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) })
    : new RateLimiterMemory(options)
  return {
    async attempt(key) {
      try {
        await limiter.consume(key)
        return true
      } catch (refused) {
        if (refused instanceof RateLimiterRes) {
          onRefused(name)
          return false
        }
        throw refused
      }
    },
  }
}

/** Limits per operation; "address" is the caller's IP, "account" the e-mail address concerned. */
export function createRateLimits({
  scale = 1,
  redis,
  onRefused = () => {},
}: {
  scale?: number
  redis?: Redis
  /** Told the limit's name at each refusal (the metrics count them). */
  onRefused?: (limit: string) => void
} = {}) {
  const limit = (name: string, n: number, windowMs: number) => rateLimit(name, n * scale, windowMs, redis, onRefused)
  return {
    loginByAddress: limit('login-address', 20, 15 * minute),
    loginByAccount: limit('login-account', 8, 15 * minute),
    pinByAddress: limit('pin-address', 20, 15 * minute),
    pinByAccount: limit('pin-account', 5, 15 * minute),
    pinResendByAccount: limit('pin-resend-account', 1, minute),
    // PIN mails a day: enough for a user who mistypes and asks again, too few to flood a mailbox.
    pinMailsByAccount: limit('pin-mails-account', 10, 24 * 60 * minute),
    pinMailsByAddress: limit('pin-mails-address', 30, 24 * 60 * minute),
    resetByAddress: limit('reset-address', 10, 15 * minute),
    emailExistsByAddress: limit('email-exists-address', 30, 10 * minute),
    leadByAddress: limit('lead-address', 5, 60 * minute),
    alertByAddress: limit('alert-address', 30, 60 * minute),
    reminderByAddress: limit('reminder-address', 60, 60 * minute),
    // iCalendar feeds and event files: a calendar app polls a feed every quarter of an hour, so
    // this leaves room for a whole office's subscriptions behind one address.
    calendarExportByAddress: limit('calendar-export-address', 120, 60 * minute),
    // Anonymous statistics: a page view a few seconds at the most, a campaign landing now and then.
    pageViewByAddress: limit('page-view-address', 300, 60 * minute),
    outboundClickByAddress: limit('outbound-click-address', 120, 60 * minute),
    visitByAddress: limit('visit-address', 30, 60 * minute),
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
