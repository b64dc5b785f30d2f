import {
  type DefaultError,
  notifyManager,
  type QueryKey,
  QueryObserver,
  type UseQueryOptions,
  type UseQueryResult,
  useQueryClient,
} from '@tanstack/react-query'
import { startTransition, useEffect, useReducer, useState } from 'react'

/**
 * `useQuery` whose answers re-render the component as a transition.
 *
 * `useQuery` subscribes through `useSyncExternalStore`, and React renders every change of such a
 * store synchronously, whatever the update that caused it: a page's answers arriving just after it
 * turned interactive were each one uninterrupted render of the whole part that asked (the
 * calendar's board, the costs page) of 15 to 45 ms on a desktop, four times that on a phone. Here
 * the observer's news only schedules a re-render inside `startTransition`, which React renders in
 * slices that yield to the browser, so a tap or a key is answered in between. The result itself is
 * what `useQuery` returns: the observer's optimistic result for this render's options, with the
 * properties read tracked, so a change to a property the component does not read does not
 * re-render it (docs/architecture.md, section 9).
 *
 * For the parts whose answers re-render much; it has no suspense or error-boundary mode.
 */
export function useQueryInTransition<
  TQueryFnData = unknown,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>): UseQueryResult<TData, TError> {
  const client = useQueryClient()
  const defaulted = client.defaultQueryOptions(options)
  // As `useQuery` does: a query about to fetch reads as fetching in this very render.
  defaulted._optimisticResults = 'optimistic'
  const [observer] = useState(() => new QueryObserver<TQueryFnData, TError, TData, TQueryFnData, TQueryKey>(client, defaulted))
  const [, rerender] = useReducer((count: number) => count + 1, 0)
  const result = observer.getOptimisticResult(defaulted)

  useEffect(() => {
    const unsubscribe = observer.subscribe(notifyManager.batchCalls(() => startTransition(rerender)))
    // What changed between this render and the subscription is not missed.
    observer.updateResult()
    return unsubscribe
  }, [observer])

  useEffect(() => {
    observer.setOptions(defaulted)
  }, [defaulted, observer])

  return observer.trackResult(result) as UseQueryResult<TData, TError>
}
