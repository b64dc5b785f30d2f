import { type ComponentType, lazy, Suspense } from 'react'
import { pageInteractive } from '~/lib/page-interactive'

/**
 * A part of a prerendered page that stays as the prerender left it, its code not even loaded,
 * until the page is interactive; then it loads and hydrates. Hydration passes it by (a Suspense
 * boundary still waiting keeps the server's markup, and a tap in it is replayed once it hydrates),
 * so its script counts neither before interaction nor in the long task of hydrating
 * (docs/architecture.md, section 9).
 *
 * The prerender must render the component itself (a string render does not wait for a lazy one):
 * call this as `import.meta.env.SSR ? withBoundary(Component) : staticUntilInteractive(load)`, so
 * the browser build drops the static import.
 */
export function staticUntilInteractive<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Later = lazy(() => pageInteractive.then(load).then((component) => ({ default: component }))) as ComponentType<P>
  return withBoundary(Later)
}

/** The component inside the Suspense boundary that the browser's lazy part waits in, so both render the same markers. */
export function withBoundary<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  return function Bounded(props: P) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    )
  }
}
