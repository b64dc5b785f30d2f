import { startTransition, useEffect, useState } from 'react'
import { isCatalogComplete, onCatalogComplete } from './i18n'
import { useRenderedFromPrerender } from './use-hydrated'
import { useLocale } from './use-locale'

/**
 * Whether the page's whole catalog has arrived. The tools below the fold that `WhenNear` holds back
 * wait for it: the prerendered page carries only the messages it renders itself (and those of what
 * every page shows only in the browser, scripts/build/prerender.ts).
 *
 * A component first rendered in the browser once the catalog is there (a page reached by a link)
 * reads true at once. One hydrated from the prerender, or already on screen when the catalog
 * arrives, turns true in a transition, rendered in slices that yield to the browser: subscribed
 * through useSyncExternalStore, every such part of the page would render at once in one synchronous
 * pass, a long task just after the page became interactive (as in src/lib/use-hydrated.ts).
 */
export function useCatalogComplete(): boolean {
  const locale = useLocale()
  const fromPrerender = useRenderedFromPrerender()
  const completeWhenRendered = !fromPrerender && isCatalogComplete(locale)
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
