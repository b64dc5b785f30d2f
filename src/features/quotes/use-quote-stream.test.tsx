import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ShownUnlessUrgent } from '~/test/suspends'
import { quoteKeys } from './queries'
import type { QuoteWithDiff } from './quote-math'
import { useQuoteStream } from './use-quote-stream'

/** The browser's EventSource, as far as the hook uses it; the test plays the server. */
class FakeEventSource {
  static last: FakeEventSource | undefined
  onerror: (() => void) | null = null
  private listeners = new Map<string, (event: MessageEvent<string>) => void>()
  constructor(readonly url: string) {
    FakeEventSource.last = this
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener)
  }
  emit(type: string, data = '') {
    this.listeners.get(type)?.(new MessageEvent(type, { data }))
  }
  close() {}
}

/**
 * What is on screen, and a part that suspends once the state is `live`. An urgent render that
 * suspends shows the boundary's fallback; a transition that suspends keeps what was on screen.
 */
function StreamState() {
  const state = useQuoteStream(['EURUSD'], true)
  return <ShownUnlessUrgent text={state} suspends={state === 'live'} />
}

let client: QueryClient
const wrap = (ui: ReactNode) => <QueryClientProvider client={client}>{ui}</QueryClientProvider>

beforeEach(() => {
  client = new QueryClient()
  vi.stubGlobal('EventSource', FakeEventSource)
})
afterEach(() => vi.unstubAllGlobals())

describe('the quote stream', () => {
  it("renders the stream's state as a transition, never as a synchronous render of the prices' part", async () => {
    render(wrap(<StreamState />))
    expect(screen.getByText('connecting')).toBeTruthy()
    await act(async () => FakeEventSource.last?.emit('open'))
    // The render of `live` suspended; as a transition it left the page as it was.
    expect(screen.queryByText('fallback')).toBeNull()
    expect(screen.getByText('connecting')).toBeTruthy()
  })

  it('writes the ticks into the quote list', async () => {
    render(wrap(<StreamState />))
    const tick = { name: 'EURUSD', bid: 1.0842, ask: 1.0843, high: 1.09, low: 1.08, time: '2026-11-25T14:00:00Z' }
    await act(async () => FakeEventSource.last?.emit('ticks', JSON.stringify([tick])))
    expect(client.getQueryData<QuoteWithDiff[]>(quoteKeys.list(['EURUSD']))?.[0]?.bid).toBe(1.0842)
  })
})
