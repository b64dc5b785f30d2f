import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Reveal } from './reveal'

type Report = (entries: Partial<IntersectionObserverEntry>[]) => void

/** The browser's observer, reporting when the test says so. */
let report: Report = () => {}
let disconnected = 0

beforeEach(() => {
  disconnected = 0
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Report) {
        report = callback
      }
      observe() {}
      disconnect() {
        disconnected++
      }
    },
  )
  vi.stubGlobal('matchMedia', () => ({ matches: false }))
})
afterEach(() => vi.unstubAllGlobals())

const box = (top: number) => ({ top }) as DOMRectReadOnly

describe('content revealed as it scrolls into view', () => {
  it('hides content below the fold only once the observer has placed it, and shows it when it arrives', () => {
    render(<Reveal>Below the fold</Reveal>)
    const content = screen.getByText('Below the fold')
    const measured = vi.spyOn(content, 'getBoundingClientRect')
    // Nothing is measured while hydrating, and nothing is hidden before the first report.
    expect(content.className).toBe('')
    act(() => report([{ isIntersecting: false, boundingClientRect: box(window.innerHeight + 400) }]))
    expect(content).toHaveClass('reveal-pending')
    act(() => report([{ isIntersecting: true, boundingClientRect: box(window.innerHeight - 200) }]))
    expect(content).toHaveClass('reveal-in')
    expect(content).not.toHaveClass('reveal-pending')
    expect(measured).not.toHaveBeenCalled()
  })

  it('leaves content already on screen or above it as it is', () => {
    render(<Reveal>On screen</Reveal>)
    const content = screen.getByText('On screen')
    // In the window's last 120 px: not intersecting the narrowed root, but the visitor sees it.
    act(() => report([{ isIntersecting: false, boundingClientRect: box(window.innerHeight - 60) }]))
    expect(content.className).toBe('')
    expect(disconnected).toBe(1)
  })
})
