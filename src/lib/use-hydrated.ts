import { startTransition, useEffect, useState, useSyncExternalStore } from 'react'
import { isPageInteractive } from './page-interactive'

const renderTimeOnly = () => () => {}

/**
 * Whether this component was first rendered from the prerendered markup: on the server, and in the
 * browser by hydration. React asks a store for its server snapshot in those renders only, and the
 * answer is latched in the component's own state, so its later renders and React's check after the
 * commit read the same value.
 *
 * A hook that reads a browser value through useSyncExternalStore with the prerender's value as the
 * server snapshot cannot be used for this: when the browser's value already differs as the part
 * hydrates (an island hydrates once the page is interactive, src/components/static-until-interactive.tsx),
 * React's check after the commit sees the change and renders the whole part again synchronously,
 * one long task just after the page turned interactive (docs/architecture.md, section 9).
 */
export function useRenderedFromPrerender(): boolean {
  const [first] = useState(() => ({ fromPrerender: false }))
  return useSyncExternalStore(
    renderTimeOnly,
    () => first.fromPrerender,
    () => {
      first.fromPrerender = true
      return true
    },
  )
}

/**
 * False while rendering the prerendered HTML and while hydrating it, true afterwards. Anything that
 * depends on the query string or the browser renders its default first, so hydration matches the file.
 *
 * A component that hydrates turns true in a transition, rendered in slices that yield to the
 * browser, never in a synchronous re-render of every such component at once (the whole costs or
 * calendar page among them). A component first rendered in the browser once the page is
 * interactive (src/lib/page-interactive.ts; a page reached by a link) is true at once.
 */
export function useHydrated(): boolean {
  const fromPrerender = useRenderedFromPrerender()
  const [turned, setTurned] = useState(() => !fromPrerender && isPageInteractive())
  useEffect(() => {
    if (!turned) startTransition(() => setTurned(true))
  }, [turned])
  return turned
}
