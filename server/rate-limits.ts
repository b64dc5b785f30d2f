/**
 * A sliding-window counter per key (an address, an account). In memory: the reference server is
 * one process; a deployment with several would keep these counts in a shared store instead.
 */
class RateLimiter {
  private readonly hits = new Map<string, number[]>()

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt; false once the key has used up its attempts in the window. */
  async attempt(key: string): Promise<boolean> {
    const now = this.now()
    const recent = (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs)
    if (recent.length >= this.limit) {
      this.hits.set(key, recent)
      return false
    }
    recent.push(now)
    this.hits.set(key, recent)
    if (this.hits.size > 50_000) this.sweep(now)
    return true
  }

  private sweep(now: number) {
    for (const [key, times] of this.hits) {
      if (times.every((t) => t <= now - this.windowMs)) this.hits.delete(key)
    }
  }
}

const minute = 60_000

/** Limits per operation; "address" is the caller's IP, "account" the e-mail address concerned. */
export function createRateLimits(now: () => number = Date.now, scale = 1) {
  const limit = (n: number) => n * scale
  return {
    loginByAddress: new RateLimiter(limit(20), 15 * minute, now),
    loginByAccount: new RateLimiter(limit(8), 15 * minute, now),
    pinByAddress: new RateLimiter(limit(20), 15 * minute, now),
    pinByAccount: new RateLimiter(limit(5), 15 * minute, now),
    pinResendByAccount: new RateLimiter(limit(1), minute, now),
    resetByAddress: new RateLimiter(limit(10), 15 * minute, now),
    emailExistsByAddress: new RateLimiter(limit(30), 10 * minute, now),
    leadByAddress: new RateLimiter(limit(5), 60 * minute, now),
    alertByAddress: new RateLimiter(limit(30), 60 * minute, now),
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
