import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { inlineScriptHashes, withPagePolicy } from '../../scripts/build/page-policy'

const hash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`
const page = (head: string, body: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`

describe('the policy a prerendered page carries', () => {
  const script = 'self.$_TSR={h(){}}'
  const html = withPagePolicy(
    page(
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      `<script>${script}</script><script type="application/json" id="m">{"a":1}</script><script type="module" src="/assets/a.js"></script>`,
    ),
    ["'sha256-toast='"],
  )
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1] ?? ''

  it('comes right after the charset, before any script it governs', () => {
    expect(html.indexOf('http-equiv')).toBeLessThan(html.indexOf('<script'))
    expect(html.indexOf('charSet')).toBeLessThan(html.indexOf('http-equiv'))
  })

  it('allows the inline scripts by hash and nothing inline otherwise', () => {
    expect(policy).toContain("default-src 'none'")
    expect(policy).toContain(`script-src 'self' ${hash(script)}`)
    expect(policy).toContain("style-src 'self' 'sha256-toast='")
    expect(policy).not.toContain('unsafe-inline')
    expect(policy).not.toContain('unsafe-eval')
    // A meta policy cannot carry frame-ancestors (browsers warn): that is in the header policy.
    expect(policy).not.toContain('frame-ancestors')
  })

  it('does not hash data blocks, which never run', () => {
    expect(inlineScriptHashes(html)).toEqual([hash(script)])
  })

  it('refuses a page without a charset to place it after', () => {
    expect(() => withPagePolicy('<html><head></head></html>', [])).toThrow(/charset/)
  })
})
