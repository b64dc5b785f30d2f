import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ShownUnlessUrgent } from '~/test/suspends'
import { useNow } from './use-now'

/**
 * The time, and a part that suspends once the time has moved on. An urgent render that suspends
 * shows the boundary's fallback; a transition that suspends keeps what was on screen.
 */
function Clock({ active, start }: { active: boolean; start: number }) {
  const now = useNow(1_000, active)
  return <ShownUnlessUrgent text={now === start ? 'at the start' : 'later'} suspends={now !== start} />
}

function Seconds() {
  return <p>{Math.floor(useNow(1_000) / 1_000)}</p>
}

afterEach(() => vi.useRealTimers())

describe('useNow', () => {
  it('follows the clock while active, each new time rendered as a transition', async () => {
    vi.useFakeTimers({ now: 1_000_000 })
    const view = render(<Clock active={false} start={1_000_000} />)
    await act(() => vi.advanceTimersByTimeAsync(5_000))
    // Inactive, the time stays as it was rendered.
    expect(screen.getByText('at the start')).toBeTruthy()
    view.rerender(<Clock active start={1_000_000} />)
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    // The new time's render suspended; as a transition it leaves the page as it was.
    expect(screen.queryByText('fallback')).toBeNull()
    expect(screen.getByText('at the start')).toBeTruthy()
  })

  it('gives the new time to what renders it', async () => {
    vi.useFakeTimers({ now: 1_000_000 })
    render(<Seconds />)
    expect(screen.getByText('1000')).toBeTruthy()
    await act(() => vi.advanceTimersByTimeAsync(3_000))
    expect(screen.getByText('1003')).toBeTruthy()
  })
})
