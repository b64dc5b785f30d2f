import { describe, expect, it } from 'vitest'
import { navigation, tabGroupFor } from './navigation'

const paths = (path: string) => {
  const group = tabGroupFor(path)
  return group ? [group.path, ...(group.children ?? []).map((c) => c.path)] : []
}

describe('section tabs', () => {
  it('show the deepest section that holds the page', () => {
    expect(paths('/trading/metals')).toEqual([
      '/trading/markets',
      '/trading/forex',
      '/trading/metals',
      '/trading/energy',
      '/trading/spot',
    ])
    expect(paths('/trading/markets')).toEqual(paths('/trading/forex'))
    expect(paths('/about/why')).toEqual(['/about/intro', '/about', '/about/why', '/about/what'])
    expect(paths('/more/faq')).toEqual(['/more/help', '/more/faq'])
    expect(paths('/about/quickstart')).toEqual(['/about/quickstart', '/about/intro', '/account'])
  })

  it('are absent on pages outside the tree', () => {
    expect(tabGroupFor('/login')).toBeUndefined()
    expect(tabGroupFor('/')).toBeUndefined()
  })

  it("cover the whole tree of the site's sections, the calculators and the trading hours under tools included", () => {
    const all: string[] = []
    const walk = (nodes: typeof navigation) =>
      nodes.forEach((n) => {
        all.push(n.path)
        if (n.children) walk(n.children)
      })
    walk(navigation)
    // The 31 pages of the product's tree, and the trading calculators, costs and hours added to the tools.
    expect(all).toHaveLength(34)
    expect(all).toContain('/trading/calculators')
    expect(all).toContain('/trading/costs')
    expect(all).toContain('/trading/hours')
    expect(new Set(all).size).toBe(all.length)
  })
})
