import { type ComponentType, lazy, type ReactNode, Suspense } from 'react'
import { pageInteractive } from '~/lib/page-interactive'

/** The prerender's islands whose code is still loading: `islandsLoaded` waits for them. */
const loading = new Set<Promise<unknown>>()

/**
 * A part of a prerendered page that stays as the prerender left it, its code not even loaded,
 * until the page is interactive; then it loads and hydrates. Hydration passes it by (a Suspense
 * boundary still waiting keeps the server's markup, and a tap in it is replayed once it hydrates),
 * so its script counts neither before interaction nor in the long task of hydrating
 * (docs/architecture.md, section 9). `load` must import the component dynamically: a static
 * import would put its code back in the page's first load.
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
  const Later = lazy(() => pageInteractive.then(load).then((component) => ({ default: component }))) as ComponentType<P>
  return withBoundary((props: P) => <Later {...props} />)
}

/** Resolves once every island the prerender has seen so far has its code. */
export async function islandsLoaded(): Promise<void> {
  await Promise.all(loading)
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

/** The prerender and the browser render the same Suspense boundary around the part, so hydration matches. */
function withBoundary<P extends object>(render: (props: P) => ReactNode): ComponentType<P> {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per island, at module level (like React.lazy)
  return function Bounded(props: P) {
    return <Suspense fallback={null}>{render(props)}</Suspense>
  }
}
