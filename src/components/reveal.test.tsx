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
    const measured = vi.spyOn(Element.prototype, 'getBoundingClientRect')
    render(<Reveal>Below the fold</Reveal>)
    const content = screen.getByText('Below the fold')
    // Nothing is measured while hydrating, and nothing is hidden before the first report.
    expect(content.className).toBe('')
    act(() => report([{ isIntersecting: false, boundingClientRect: box(window.innerHeight + 400) }]))
    expect(content).toHaveClass('reveal-pending')
    act(() => report([{ isIntersecting: true, boundingClientRect: box(window.innerHeight - 200) }]))
    expect(content).toHaveClass('reveal-in')
    expect(content).not.toHaveClass('reveal-pending')
    expect(measured).not.toHaveBeenCalled()
    measured.mockRestore()
  })

  it('follows the latest of two reports that arrive together', () => {
    render(<Reveal>Scrolled to at once</Reveal>)
    const content = screen.getByText('Scrolled to at once')
    act(() =>
      report([
        { isIntersecting: false, boundingClientRect: box(window.innerHeight + 400) },
        { isIntersecting: true, boundingClientRect: box(100) },
      ]),
    )
    expect(content.className).toBe('')
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
