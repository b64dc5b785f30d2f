import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

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

afterEach(() => {
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
})
