import { type ComponentType, lazy, type ReactNode, Suspense, startTransition, useEffect, useLayoutEffect, useState } from 'react'
import { islandHydrationEnded, islandHydrationStarted } from '~/lib/island-hydration'
import { whenInteractive } from '~/lib/page-interactive'
import { whenReachable } from '~/lib/when-reachable'

/** The prerender's islands whose code is still loading: `islandsLoaded` waits for them. */
const loading = new Set<Promise<unknown>>()

/**
 * A part of a prerendered page that stays as the prerender left it, its code not even loaded,
 * until the page is interactive; then it loads and hydrates. Hydration passes it by (a Suspense
 * boundary still waiting keeps the server's markup), so its script counts neither before
 * interaction nor in the long task of hydrating (docs/architecture.md, section 9). A click in it
 * before then reaches nothing (React drops a click on a part it cannot hydrate yet), so an island
 * holds what the visitor reads, not a button they need at once; a choice in a form is kept
 * (src/lib/early-input.ts). `load` must import the component dynamically: a static import would put
 * its code back in the page's first load.
 *
 * The prerender renders the component itself, loaded beforehand (`islandsLoaded`, awaited by
 * src/entry-server.tsx): a string render does not wait for lazy code.
 */
export function staticUntilInteractive<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  if (import.meta.env.SSR) {
    const holder: Holder<P> = {}
    const loaded = load().then((component) => {
      holder.component = component
      loading.delete(loaded)
    })
    loading.add(loaded)
    return withBoundary((props: P) => <PrerenderedIsland holder={holder} props={props} />)
  }
  let code: Promise<ComponentType<P>> | undefined
  const loadOnce = () => {
    // A fetch that fails (the connection dropped) is tried again: the prerendered part stays meanwhile.
    code ??= whenInteractive(() => whenReachable(load))
    return code
  }
  const Later = lazy(() => loadOnce().then((component) => ({ default: component }))) as ComponentType<P>
  return withBoundary((props: P) => <Later {...props} />, loadOnce)
}

/**
 * Resolves once every island the prerender has seen so far has its code, including islands inside
 * islands: an island's module, once loaded, may define more of them (a whole page held static until
 * interactive, with a table inside that is an island of its own).
 */
export async function islandsLoaded(): Promise<void> {
  while (loading.size > 0) await Promise.all(loading)
}

interface Holder<P> {
  component?: ComponentType<P>
}

/** The island as the prerender renders it: its code, loaded beforehand. */
function PrerenderedIsland<P extends object>({ holder, props }: { holder: Holder<P>; props: P }) {
  const Loaded = holder.component
  if (!Loaded) throw new Error('an island rendered before its code loaded: await islandsLoaded() first')
  return <Loaded {...props} />
}

/**
 * The prerender and the browser render the same Suspense boundary around the part, so hydration
 * matches. Until its code has arrived, the browser renders the very element of its first render
 * again, whatever the props are now: React cannot hydrate a boundary whose props changed while it
 * waited (a live price arriving, a new function from a parent's render), so it would throw the
 * server's markup away and show the empty fallback, the page collapsing and pulling code in early.
 * Once the code is there, the part hydrates with those first props and then takes the current ones.
 */
function withBoundary<P extends object>(render: (props: P) => ReactNode, code?: () => Promise<unknown>): ComponentType<P> {
  const bounded = (props: P, onCommit?: () => void) => (
    <Suspense fallback={null}>
      {render(props)}
      <Committed onCommit={onCommit} />
    </Suspense>
  )
  if (!code) return (props: P) => bounded(props)
  let arrived = false
  // biome-ignore lint/correctness/noComponentHookFactories: made once per island, at module level (like React.lazy)
  return function Island(props: P) {
    const [live, setLive] = useState(arrived)
    const [hydration] = useState(() => new IslandHydration())
    const [first] = useState(() => bounded(props, hydration.end))
    useEffect(() => {
      if (live) return
      let mounted = true
      void code().then(() => {
        arrived = true
        if (!mounted) return
        // As a transition, the part hydrates in slices that yield to the browser, as the page's own hydration
        // does (src/app.tsx); an ordinary update would hydrate the whole part in one long task. Until it
        // commits, input typed into it is replayed later (src/lib/island-hydration.ts), and the replay
        // reaches the app even though hydration took the typed text as React's own (src/lib/early-input.ts).
        hydration.start()
        startTransition(() => setLive(true))
      })
      return () => {
        mounted = false
      }
    }, [live, hydration])
    useEffect(() => hydration.end, [hydration])
    return live ? bounded(props, hydration.end) : first
  }
}

/** One island's hydration, counted from its start until its part commits or it leaves the page, once. */
class IslandHydration {
  private state: 'waiting' | 'hydrating' | 'done' = 'waiting'
  start = () => {
    if (this.state !== 'waiting') return
    this.state = 'hydrating'
    islandHydrationStarted()
  }
  end = () => {
    if (this.state === 'hydrating') islandHydrationEnded()
    this.state = 'done'
  }
}

/**
 * Renders nothing, in the island's boundary after its part: its layout effect runs when React
 * commits the part, so when the island has been hydrated. Nothing in the markup, so the prerender
 * and the browser still match.
 */
function Committed({ onCommit }: { onCommit?: () => void }) {
  useLayoutEffect(() => onCommit?.(), [onCommit])
  return null
}
