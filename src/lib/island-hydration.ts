/**
 * How many parts of the page are hydrating as a transition right now (the islands of
 * src/components/static-until-interactive.tsx). While one is, React has rendered some of its nodes
 * without committing them: `takenOverByReact` cannot tell them from live ones (their fibers hang
 * below a boundary that is already mounted), and input replayed into them would reach no handler
 * and be put back by the commit. The replay of early input (src/lib/early-input.ts) waits until
 * none is.
 */
let hydrating = 0

export function islandHydrationStarted(): void {
  hydrating += 1
}

export function islandHydrationEnded(): void {
  hydrating = Math.max(0, hydrating - 1)
}

export function islandsHydrating(): boolean {
  return hydrating > 0
}
