/**
 * Runs a feature's periodic push check (the alerts watcher on every tick, the reminders watcher on
 * a timer) one at a time: a request while a check runs is not queued but folded into one more
 * check right after it, so a slow push service delays the next check instead of piling them up.
 */
export interface JobRunner {
  /** Starts a check now, or once more after the running one. */
  request(): void
  /** Requests a check every `ms`; the returned stop ends that and resolves once the running check has finished. */
  every(ms: number): () => Promise<void>
  /** Resolves when no check runs and none is owed (tests, shutdown). */
  settled(): Promise<void>
}

/** `name` goes into the error log line of a check that failed; a failure ends only that check. */
export function jobRunner(name: string, check: () => Promise<void>, clock: () => Date): JobRunner {
  let running: Promise<void> | undefined
  let owed = false

  function request(): void {
    if (running) {
      owed = true
      return
    }
    running = check()
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error)
        console.error(JSON.stringify({ t: clock().toISOString(), level: 'error', in: name, message }))
      })
      .finally(() => {
        running = undefined
        if (!owed) return
        owed = false
        request()
      })
  }

  async function settled(): Promise<void> {
    while (running) await running
  }

  return {
    request,
    every(ms) {
      const timer = setInterval(request, ms)
      return () => {
        clearInterval(timer)
        return settled()
      }
    },
    settled,
  }
}
