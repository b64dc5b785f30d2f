import { replayEarlyInput } from './early-input'
import { nextTask, whenIdle } from './when-idle'

let resolveInteractive: () => void = () => {}
let interactive = false

/** Whether the page is interactive yet (see `pageInteractive`): false on the server and until then. */
export const isPageInteractive = () => interactive

/**
 * Resolves once the whole page is interactive: the root and every route's part hydrated and the
 * browser idle. What the page can do without (live prices, the rest of the catalog, the toaster,
 * the service worker) waits for it, so it never competes with hydration.
 */
const pageInteractive = new Promise<void>((resolve) => {
  resolveInteractive = resolve
})

/**
 * Called once by the root route after it hydrated: waits for the browser to be idle, then marks
 * the page live (`data-hydrated` for styles and tests, the `hydrated` user timing for the benchmark)
 * and hands the app what the visitor typed or chose before.
 */
export function markInteractiveWhenIdle(signal: AbortSignal): void {
  void whenIdle(signal).then(() => {
    interactive = true
    document.documentElement.dataset.hydrated = 'true'
    performance.mark('hydrated')
    replayEarlyInput()
    resolveInteractive()
  })
}

let turns: Promise<void> = pageInteractive

/**
 * Runs `work` once the page is interactive, each caller in a task of its own. What waits for that
 * moment (the islands' code, the catalog, the service worker, live prices) would otherwise all
 * start in the one task that resolves it, and each start costs a few milliseconds (Vite's preload
 * helper adds a link per file an island needs, a catalog is parsed): together one long task of
 * about 30 ms on a desktop and 120 ms on a phone, right when the visitor may first tap.
 */
export function whenInteractive<T>(work: () => T | Promise<T>): Promise<T> {
  const turn = turns.then(nextTask)
  turns = turn
  return turn.then(work)
}
