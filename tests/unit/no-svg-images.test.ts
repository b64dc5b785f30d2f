// @vitest-environment node

import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { downloadQrPath } from '~/config/constants'
import { builtSiteDir } from './built-site'

/**
 * Chromium builds every SVG image (an `<img>` of an SVG file, an SVG in the style sheet, the tab's
 * icon) as a document of its own on the page's main thread, in the task that loads it: 3 to 27 ms on
 * a desktop, the first of a page the dearest, four to six times that on a phone
 * (docs/architecture.md, section 9). The site's icons and marks are PNGs rendered from their SVG
 * sources (scripts/tools/render-brand-images.mjs). The one SVG image left is the download QR code the
 * server draws, loaded lazily below the first screen.
 */
const siteDir = builtSiteDir
const files = readdirSync(siteDir, { recursive: true, encoding: 'utf8' })
const svgImage = /(?:data:image\/svg\+xml|[\w/.-]+\.svg\b)/g
const found = (suffix: string) =>
  files
    .filter((file) => file.endsWith(suffix))
    .flatMap((file) => (readFileSync(join(siteDir, file), 'utf8').match(svgImage) ?? []).map((match) => `${file}: ${match}`))
    .filter((hit) => !hit.endsWith(downloadQrPath))

describe('the built site', () => {
  it('names no SVG image in its style sheets', () => {
    expect(files.filter((file) => file.endsWith('.css')).length).toBeGreaterThan(0)
    expect(found('.css')).toEqual([])
  })

  it('names no SVG image in its pages or scripts but the download QR code', () => {
    expect(files.filter((file) => file.endsWith('index.html')).length).toBeGreaterThan(100)
    expect(found('.html')).toEqual([])
    expect(found('.js')).toEqual([])
  })

  it('serves no SVG file of its own', () => {
    expect(files.filter((file) => file.endsWith('.svg'))).toEqual([])
  })
})
