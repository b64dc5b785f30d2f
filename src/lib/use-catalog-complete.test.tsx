import { act, render, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ShownUnlessUrgent } from '~/test/suspends'

/**
 * The hook over a catalog whose arrival the test controls (src/lib/i18n.ts loads it with a dynamic
 * import), and a locale fixed to German.
 */
const catalog = vi.hoisted(() => {
  const listeners = new Set<() => void>()
  const state = { complete: false }
  return {
    state,
    listeners,
    arrive() {
      state.complete = true
      for (const listener of listeners) listener()
    },
  }
})
vi.mock('./i18n', () => ({
  isCatalogComplete: () => catalog.state.complete,
  onCatalogComplete: (listener: () => void) => {
    catalog.listeners.add(listener)
    return () => catalog.listeners.delete(listener)
  },
}))
vi.mock('./use-locale', () => ({ useLocale: () => 'de' }))

const { useCatalogComplete } = await import('./use-catalog-complete')

function Probe() {
  return <p>{useCatalogComplete() ? 'complete' : 'waiting'}</p>
}

/** A part that suspends once the catalog is complete: an urgent render of it shows the fallback. */
function Part() {
  const complete = useCatalogComplete()
  return <ShownUnlessUrgent text={complete ? 'complete' : 'waiting'} suspends={complete} />
}

afterEach(() => {
  document.body.replaceChildren()
  catalog.state.complete = false
  catalog.listeners.clear()
})

describe('useCatalogComplete', () => {
  it('turns true when the catalog arrives after the first render', async () => {
    render(<Probe />)
    expect(screen.getByText('waiting')).toBeTruthy()
    await act(async () => catalog.arrive())
    expect(screen.getByText('complete')).toBeTruthy()
  })

  it('is true at once for a part first rendered after the catalog arrived', () => {
    catalog.state.complete = true
    render(<Probe />)
    expect(screen.getByText('complete')).toBeTruthy()
  })

  it('turns in a transition, which waits for a task of its own, not in a synchronous re-render', async () => {
    render(<Probe />)
    // Outside act, as in the browser: a synchronous update (useSyncExternalStore's) is rendered in
    // the microtasks right after the change, a transition only in a later task.
    const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
    const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT
    scope.IS_REACT_ACT_ENVIRONMENT = false
    try {
      catalog.arrive()
      for (let i = 0; i < 5; i++) await Promise.resolve()
      expect(screen.getByText('waiting')).toBeTruthy()
      expect(await screen.findByText('complete')).toBeTruthy()
    } finally {
      scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment
    }
  })

  it('turns in a transition in a part hydrated once the catalog is there (an island)', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Part />)
    document.body.append(container)
    catalog.state.complete = true
    const recoverable = vi.fn()
    const root = await act(async () => hydrateRoot(container, <Part />, { onRecoverableError: recoverable }))
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    // Read through useSyncExternalStore, React's check after the commit saw the catalog differ from the
    // prerender's and rendered the part again synchronously: its suspending render showed the fallback.
    expect(container.textContent).toBe('waiting')
    expect(recoverable).not.toHaveBeenCalled()
    root.unmount()
  })
})
