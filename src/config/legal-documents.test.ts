// @vitest-environment node
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cookiePolicyVersion } from './legal-documents'

describe('the cookie policy version', () => {
  it('is the date of the cookie policy source, so a consent record names the text the visitor saw', () => {
    const source = readFileSync(join(__dirname, '../../content/legal/en/cookie-policy.md'), 'utf8')
    const date = /^---\n[\s\S]*?^date: (\d{4}-\d{2}-\d{2})$[\s\S]*?^---$/m.exec(source)?.[1]
    expect(date).toBe(cookiePolicyVersion)
  })
})
