import { use } from 'react'

/** Never settles: a part that waits on it suspends for good. */
const forever = new Promise<never>(() => {})

/**
 * A part that suspends for good. Rendered by an update, it tells the two kinds apart on the
 * screen: an urgent render that suspends shows the nearest Suspense fallback, a transition that
 * suspends keeps what was on screen.
 */
export function SuspendsForever() {
  use(forever)
  return null
}
