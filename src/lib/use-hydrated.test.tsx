import { act, render, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ShownUnlessUrgent } from '~/test/suspends'

/** Whether the page is interactive yet, as the test sets it (src/lib/page-interactive.ts). */
const page = vi.hoisted(() => ({ interactive: false }))
vi.mock('./page-interactive', () => ({ isPageInteractive: () => page.interactive }))

const { useHydrated } = await import('./use-hydrated')

/**
 * What the part shows, and a part that suspends once it is hydrated. An urgent render that suspends
 * shows the boundary's fallback; a transition that suspends keeps what was on screen.
 */
function Part() {
  const hydrated = useHydrated()
  return <ShownUnlessUrgent text={hydrated ? 'hydrated' : 'as prerendered'} suspends={hydrated} />
}

/** What each render of the probe saw. */
const seen: boolean[] = []
function Probe() {
  const hydrated = useHydrated()
  seen.push(hydrated)
  return <p>{hydrated ? 'hydrated' : 'as prerendered'}</p>
}

/** The prerendered markup of `element`, in the document, hydrated. */
async function hydrate(element: React.ReactElement) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(element)
  document.body.append(container)
  const recoverable = vi.fn()
  const root = await act(async () => hydrateRoot(container, element, { onRecoverableError: recoverable }))
  return { container, root, recoverable }
}

afterEach(() => {
  page.interactive = false
  seen.length = 0
  document.body.replaceChildren()
})

describe('useHydrated', () => {
  it('is false in the prerender', () => {
    expect(renderToString(<Probe />)).toContain('as prerendered')
  })

  // Before the page is interactive (the page's own hydration) and after it (an island). Before the
  // fix, in an island React's check after the commit saw the page's state differ from the
  // prerender's and rendered the part again synchronously: its suspending render showed the fallback.
  it.each([
    ['in the page hydrated before it is interactive', false],
    ['in a part hydrated once the page is interactive (an island)', true],
  ])('turns true after hydration, in a transition, %s', async (_, interactive) => {
    page.interactive = interactive
    const { container, root, recoverable } = await hydrate(<Part />)
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    // The render that turned it suspended; as a transition it left the hydrated markup on screen.
    expect(container.textContent).toBe('as prerendered')
    expect(recoverable).not.toHaveBeenCalled()
    root.unmount()
  })

  it('turns in one render of an island, which shows the hydrated value', async () => {
    page.interactive = true
    const { container, root } = await hydrate(<Probe />)
    expect(container.textContent).toBe('hydrated')
    // Before the fix, a synchronous render turned it and the transition rendered it again.
    expect(seen.filter((hydrated) => hydrated)).toHaveLength(1)
    root.unmount()
  })

  it('is true at once in a part first rendered in the browser once the page is interactive', () => {
    page.interactive = true
    render(<Probe />)
    expect(screen.getByText('hydrated')).toBeTruthy()
    expect(seen).toEqual([true])
  })

  it('turns after its first render in a part first rendered in the browser before the page is interactive', async () => {
    render(<Probe />)
    expect(seen[0]).toBe(false)
    expect(await screen.findByText('hydrated')).toBeTruthy()
  })
})
