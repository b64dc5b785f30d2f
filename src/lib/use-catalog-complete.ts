import { startTransition, useEffect, useState, useSyncExternalStore } from 'react'
import { isCatalogComplete, onCatalogComplete } from './i18n'
import { useLocale } from './use-locale'

const renderTimeOnly = () => () => {}

/**
 * Whether the page's whole catalog has arrived. The tools below the fold that `WhenNear` holds back
 * wait for it: the prerendered page carries only the messages it renders itself (and those of what
 * every page shows only in the browser, scripts/build/prerender.ts).
 *
 * A component rendered once the catalog is there (a page reached by a link) reads true at once. One
 * already on screen when it arrives turns true in a transition, rendered in slices that yield to the
 * browser: subscribed through useSyncExternalStore, every such part of the page would render at
 * once in one synchronous pass, a long task just after the page became interactive (as in
 * src/lib/use-hydrated.ts).
 */
export function useCatalogComplete(): boolean {
  const locale = useLocale()
  const completeWhenRendered = useSyncExternalStore(
    renderTimeOnly,
    () => isCatalogComplete(locale),
    () => false,
  )
  const [arrivedFor, setArrivedFor] = useState<string | null>(null)
  useEffect(() => {
    if (completeWhenRendered) return
    const turn = () => {
      if (isCatalogComplete(locale)) startTransition(() => setArrivedFor(locale))
    }
    // The catalog may have arrived between the render and this effect.
    turn()
    return onCatalogComplete(turn)
  }, [completeWhenRendered, locale])
  return completeWhenRendered || arrivedFor === locale
}
