import { describe, expect, it } from 'vitest'
import { hasPrerenderedMarkup } from './prerendered-markup'

const page = (body: string) =>
  new DOMParser().parseFromString(`<!doctype html><html><head></head><body>${body}</body></html>`, 'text/html')

describe('the markup a page came with', () => {
  it('is there on a prerendered page, which hydrates', () => {
    expect(
      hasPrerenderedMarkup(page('<header>MC Markets</header><main><h1>Live prices</h1></main><script>self.$_TSR={}</script>')),
    ).toBe(true)
  })

  it('is missing on the dev server’s page of scripts, which the browser renders itself', () => {
    expect(hasPrerenderedMarkup(page('<script type="module" src="/src/main.tsx"></script>'))).toBe(false)
    expect(hasPrerenderedMarkup(page(''))).toBe(false)
  })
})
