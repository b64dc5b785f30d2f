import { useSyncExternalStore } from 'react'
import { localValues } from './storage'
import { darkQuery, type Theme, type ThemeChoice, themeColors, themeStorageKey } from './theme'

/**
 * Choosing the colour theme on the page (the theme select): its own module, apart from the inline
 * head script of theme.ts that every page carries, so the select's code costs nothing before the
 * page is interactive.
 */

const isTheme = (value: string | undefined): value is Theme => value === 'light' || value === 'dark'

export function readThemeChoice(): ThemeChoice {
  const stored = localValues.get(themeStorageKey)
  return isTheme(stored) ? stored : 'system'
}

/** What `themeScript` does, for a choice made on the page. */
function applyTheme(choice: ThemeChoice): void {
  const theme: Theme = choice === 'system' ? (matchMedia(darkQuery).matches ? 'dark' : 'light') : choice
  document.documentElement.setAttribute('data-theme', theme)
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', themeColors[theme])
}

const choiceEvent = 'theme-choice'

export function chooseTheme(choice: ThemeChoice): void {
  if (choice === 'system') localValues.remove(themeStorageKey)
  else localValues.set(themeStorageKey, choice)
  applyTheme(choice)
  window.dispatchEvent(new Event(choiceEvent))
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(choiceEvent, onChange)
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(choiceEvent, onChange)
    window.removeEventListener('storage', onChange)
  }
}

/** The visitor's choice; "system" while the page is prerendered and hydrated (the server cannot know it). */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribe, readThemeChoice, () => 'system')
}
