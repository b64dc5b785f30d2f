import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { brand } from '~/config/brand'
import { themeColors, themeScript, themeSelectAttribute } from './theme'
import { chooseTheme, readThemeChoice } from './theme-choice'

/** A system setting the test controls, with the change listeners the theme script registers. */
function fakeSystem(dark: boolean) {
  const listeners: Array<() => void> = []
  const query = { matches: dark, addEventListener: (_: string, listener: () => void) => listeners.push(listener) }
  vi.stubGlobal('matchMedia', () => query)
  return {
    change(nextDark: boolean) {
      query.matches = nextDark
      for (const listener of listeners) listener()
    },
  }
}

const runThemeScript = () => new Function(themeScript)()
const theme = () => document.documentElement.getAttribute('data-theme')
const toolbarColour = () => document.querySelector('meta[name="theme-color"]')?.getAttribute('content')

beforeEach(() => {
  localStorage.clear()
  document.documentElement.removeAttribute('data-theme')
  document.head.innerHTML = `<meta name="theme-color" content="${themeColors.light}">`
})
afterEach(() => vi.unstubAllGlobals())

describe('the inline theme script', () => {
  it('follows the system setting when the visitor chose nothing, also when it changes', () => {
    const system = fakeSystem(true)
    runThemeScript()
    expect(theme()).toBe('dark')
    expect(toolbarColour()).toBe(themeColors.dark)
    system.change(false)
    expect(theme()).toBe('light')
    expect(toolbarColour()).toBe(themeColors.light)
  })

  it('applies a remembered choice over the system setting', () => {
    fakeSystem(true)
    localStorage.setItem('theme', 'light')
    runThemeScript()
    expect(theme()).toBe('light')
  })

  it('applies and remembers a choice made in the theme select before the select has its code', () => {
    fakeSystem(false)
    runThemeScript()
    document.body.innerHTML = `<select ${themeSelectAttribute}><option value="system"></option><option value="light"></option><option value="dark"></option></select>`
    const select = document.querySelector('select')!
    select.value = 'dark'
    select.dispatchEvent(new Event('input', { bubbles: true }))
    // The input event makes React hydrate the select, whose first render puts it back before the
    // browser's change event: the choice is the input's (src/lib/early-input.ts meets the same).
    select.value = 'system'
    select.dispatchEvent(new Event('change', { bubbles: true }))
    expect(theme()).toBe('dark')
    expect(toolbarColour()).toBe(themeColors.dark)
    expect(readThemeChoice()).toBe('dark')
    select.value = 'system'
    select.dispatchEvent(new Event('input', { bubbles: true }))
    expect(theme()).toBe('light')
    expect(localStorage.getItem('theme')).toBeNull()
    document.body.innerHTML = ''
  })

  it('ignores a stored value that is no theme', () => {
    fakeSystem(false)
    localStorage.setItem('theme', 'sepia')
    runThemeScript()
    expect(theme()).toBe('light')
  })
})

describe('choosing a theme on the page', () => {
  it('remembers light or dark, forgets the choice for "system", and applies it at once', () => {
    fakeSystem(true)
    chooseTheme('light')
    expect(readThemeChoice()).toBe('light')
    expect(theme()).toBe('light')
    expect(toolbarColour()).toBe(themeColors.light)
    chooseTheme('system')
    expect(readThemeChoice()).toBe('system')
    expect(localStorage.getItem('theme')).toBeNull()
    expect(theme()).toBe('dark')
    // What the page stored, the script of the next page reads the same way.
    chooseTheme('dark')
    document.documentElement.removeAttribute('data-theme')
    fakeSystem(false)
    runThemeScript()
    expect(theme()).toBe('dark')
  })
})

it('prints site links with the address the site is served at (app.css --site-origin is brand.siteUrl)', () => {
  const css = readFileSync(join(import.meta.dirname, '../styles/app.css'), 'utf8')
  expect(/--site-origin:\s*"([^"]*)"/.exec(css)?.[1]).toBe(brand.siteUrl)
})
