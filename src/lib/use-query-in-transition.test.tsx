import { QueryClient, QueryClientProvider, type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ShownUnlessUrgent } from '~/test/suspends'
import { useQueryInTransition } from './use-query-in-transition'

type Query = (options: UseQueryOptions<string>) => UseQueryResult<string>

/** A promise the test settles by hand. */
function gate<T>() {
  let open!: (value: T) => void
  const promise = new Promise<T>((resolve) => {
    open = resolve
  })
  return { promise, open }
}

/**
 * Shows the answer and, with it, a part that suspends. An urgent render that suspends shows the
 * boundary's fallback; a transition that suspends keeps what was on screen. So whether the answer
 * was rendered as a transition shows on the screen.
 */
function Answer({ query, answer }: { query: Query; answer: Promise<string> }) {
  const result = query({ queryKey: ['answer'], queryFn: () => answer, retry: false })
  return <ShownUnlessUrgent text={result.data ?? 'asking'} suspends={result.data !== undefined} />
}

function Price({ name }: { name: string }) {
  const result = useQueryInTransition({ queryKey: ['price', name], queryFn: async () => `${name} 1.0842` })
  return <p>{result.isPending ? `loading ${name}` : result.data}</p>
}

/** Reads the data only, and counts its renders. */
function SameAnswer({ renders }: { renders: { count: number } }) {
  renders.count++
  const result = useQueryInTransition({ queryKey: ['same'], queryFn: async () => 'same answer' })
  return <p>{result.data ?? 'asking'}</p>
}

async function renderAnswer(query: Query) {
  const client = new QueryClient()
  const { promise, open } = gate<string>()
  render(
    <QueryClientProvider client={client}>
      <Answer query={query} answer={promise} />
    </QueryClientProvider>,
  )
  expect(screen.getByText('asking')).toBeTruthy()
  await act(async () => {
    open('the answer')
    await promise
    await new Promise((resolve) => setTimeout(resolve, 20))
  })
}

describe('useQueryInTransition', () => {
  it('renders an answer as a transition, where useQuery renders it at once', async () => {
    await renderAnswer(useQuery)
    // The control: useQuery's store update is urgent, so the suspended part shows the fallback.
    expect(screen.queryByText('fallback')).toBeTruthy()
  })

  it('keeps the page as it was while an answer’s render waits', async () => {
    await renderAnswer(useQueryInTransition)
    expect(screen.queryByText('fallback')).toBeNull()
    expect(screen.getByText('asking')).toBeTruthy()
  })

  it('shows the answer, and a new one when the options change', async () => {
    const client = new QueryClient()
    const view = render(
      <QueryClientProvider client={client}>
        <Price name="EURUSD" />
      </QueryClientProvider>,
    )
    expect(screen.getByText('loading EURUSD')).toBeTruthy()
    expect(await screen.findByText('EURUSD 1.0842')).toBeTruthy()
    view.rerender(
      <QueryClientProvider client={client}>
        <Price name="GBPUSD" />
      </QueryClientProvider>,
    )
    // A new key reads as pending in the very render that asks for it, as with useQuery.
    expect(screen.getByText('loading GBPUSD')).toBeTruthy()
    expect(await screen.findByText('GBPUSD 1.0842')).toBeTruthy()
  })

  it('does not re-render for a change to a property the component does not read', async () => {
    const client = new QueryClient()
    const renders = { count: 0 }
    render(
      <QueryClientProvider client={client}>
        <SameAnswer renders={renders} />
      </QueryClientProvider>,
    )
    await screen.findByText('same answer')
    const before = renders.count
    // A refetch that brings the same data changes isFetching and dataUpdatedAt only.
    await act(() => client.refetchQueries({ queryKey: ['same'] }))
    expect(renders.count).toBe(before)
  })
})
