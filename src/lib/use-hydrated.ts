import { startTransition, useEffect, useState, useSyncExternalStore } from 'react'
import { isPageInteractive } from './page-interactive'

const subscribe = () => () => {}

/**
 * False while rendering the prerendered HTML and while hydrating it, true afterwards. Anything that
 * depends on the query string or the browser renders its default first, so hydration matches the file.
 *
 * A component that hydrates turns true in a transition, rendered in slices that yield to the
 * browser. Asking useSyncExternalStore for `true` in the browser would turn it in a synchronous
 * re-render right after hydration instead, of every such component at once (the whole costs or
 * calendar page among them): one long task in which a tap waits. So the browser's answer stays
 * `false` until the page is interactive (src/lib/page-interactive.ts), which keeps the store
 * consistent with the prerender meanwhile; a component first rendered after that (a page reached
 * by a link) is true at once.
 */
export function useHydrated(): boolean {
  const renderedAfterInteractive = useSyncExternalStore(subscribe, isPageInteractive, () => false)
  const [turned, setTurned] = useState(false)
  useEffect(() => {
    if (!renderedAfterInteractive) startTransition(() => setTurned(true))
  }, [renderedAfterInteractive])
  return renderedAfterInteractive || turned
}
