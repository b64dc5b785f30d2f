// @vitest-environment node

import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { builtSiteDir } from './built-site'

/**
 * A character drawn as an emoji by default (Unicode's Emoji_Presentation, such as 🔒) needs a
 * colour-emoji font, which many Linux desktops lack: the sign-in pages' padlock showed there as an
 * empty box. The site's icons are drawn in CSS or are PNGs (src/styles/app.css); arrows and ticks
 * such as ↗ and ✓ are text characters that every system font has, and are allowed.
 */
const textFiles = /\.(?:html|js|css|json|webmanifest|xml|txt|ics)$/
const emoji = /\p{Emoji_Presentation}/gu

describe('the built site', () => {
  it('shows no character that needs a colour-emoji font', () => {
    const files = readdirSync(builtSiteDir, { recursive: true, encoding: 'utf8' }).filter((file) => textFiles.test(file))
    expect(files.filter((file) => file.endsWith('index.html')).length).toBeGreaterThan(100)
    const found = files.flatMap((file) =>
      [...new Set(readFileSync(join(builtSiteDir, file), 'utf8').match(emoji) ?? [])].map((character) => `${file}: ${character}`),
    )
    expect(found).toEqual([])
  })
})
