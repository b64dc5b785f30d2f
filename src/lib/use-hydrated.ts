import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while rendering the prerendered HTML and while hydrating it, true afterwards. Anything that
 * depends on the query string or the browser renders its default first, so hydration matches the file.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
