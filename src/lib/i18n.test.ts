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
