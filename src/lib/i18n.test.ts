import { describe, expect, it, vi } from 'vitest'
import { catalogMessages, i18n, isCatalogComplete, loadCatalog, textWhileCatalogLoads } from './i18n'

describe('messages while the catalog is on its way', () => {
  it('render empty instead of as their id, fetch the catalog and re-render when it is there', async () => {
    const polish = await catalogMessages('pl')
    const [shownId, lateId] = Object.keys(polish) as [string, string]
    // A Polish page hydrated from its own messages: one of them, not the other.
    i18n.load('pl', { [shownId]: polish[shownId]! })
    i18n.activate('pl')
    const changed = vi.fn()
    const unsubscribe = i18n.on('change', changed)
    expect(isCatalogComplete('pl')).toBe(false)
    expect(i18n._(lateId)).toBe('')
    await loadCatalog('pl')
    expect(i18n._(lateId)).not.toBe(lateId)
    expect(i18n._(lateId)).not.toBe('')
    expect(changed).toHaveBeenCalled()
    unsubscribe()
  })

  it('show an id once the catalog is complete, as Lingui does', () => {
    expect(textWhileCatalogLoads('pl', 'no-such-id')).toBe('no-such-id')
  })
})

describe('the not-found page’s own messages', () => {
  it('cover the unknown address the page was served at, and no page a navigation leads to', async () => {
    // A fresh module: the page's data block is read once per document.
    vi.resetModules()
    window.history.replaceState(null, '', '/pl/no-such-page')
    const polish = await catalogMessages('pl')
    const [shownId] = Object.keys(polish) as [string]
    const block = document.createElement('script')
    block.type = 'application/json'
    block.id = 'page-messages'
    block.textContent = JSON.stringify({ locale: 'pl', path: null, messages: { [shownId]: polish[shownId] } })
    document.body.append(block)
    try {
      const fresh = await import('./i18n')
      await fresh.activateLocale('pl', '/pl/no-such-page')
      // Hydrated from its own messages, without waiting for the catalog.
      expect(fresh.isCatalogComplete('pl')).toBe(false)
      expect(fresh.i18n.locale).toBe('pl')
      // Its text, neither empty (waiting for the catalog) nor the id.
      expect(fresh.i18n._(shownId)).not.toBe('')
      expect(fresh.i18n._(shownId)).not.toBe(shownId)
      await fresh.activateLocale('pl', '/pl/trading')
      expect(fresh.isCatalogComplete('pl')).toBe(true)
    } finally {
      block.remove()
    }
  })
})
