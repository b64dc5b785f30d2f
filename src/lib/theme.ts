import { useSyncExternalStore } from 'react'
import { brand } from '~/config/brand'
import { localValues } from './storage'

/**
 * The colour theme: the visitor's choice (light or dark), or the system's setting when they chose
 * none. The theme in force is `data-theme` on <html>, which src/styles/app.css reads; it is set by
 * `themeScript`, inline in every page's <head>, before the first paint (no flash of the other
 * theme), and again here when the visitor chooses or the system setting changes.
 */
export const themeChoices = ['system', 'light', 'dark'] as const
export type ThemeChoice = (typeof themeChoices)[number]
export type Theme = Exclude<ThemeChoice, 'system'>

/** The local storage key of the visitor's choice; absent means "follow the system". */
const storageKey = 'theme'
const darkQuery = '(prefers-color-scheme: dark)'
/** The browser's toolbar colour (meta theme-color) per theme: the brand blue, or the dark theme's surface. */
export const themeColors: Record<Theme, string> = { light: brand.themeColor, dark: '#0f1621' }

/**
 * The classic inline script of every page's <head> (a string, so the server and the browser render
 * the same text, whose hash the page's CSP allows: scripts/build/page-policy.ts). It runs before the
 * body is parsed, and again when the system setting changes or another tab chooses. The same steps
 * as `applyTheme` below, in ES5 so every browser that reaches the page runs it.
 */
export const themeScript = `(function(){var d=document.documentElement,q=matchMedia('${darkQuery}');function a(){var c;try{c=localStorage.getItem('${storageKey}')}catch(e){}var t=c==='light'||c==='dark'?c:q.matches?'dark':'light';d.setAttribute('data-theme',t);var m=document.querySelector('meta[name="theme-color"]');if(m)m.setAttribute('content',t==='dark'?'${themeColors.dark}':'${themeColors.light}')}a();q.addEventListener('change',a);addEventListener('storage',a)})()`

const isTheme = (value: string | undefined): value is Theme => value === 'light' || value === 'dark'

export function readThemeChoice(): ThemeChoice {
  const stored = localValues.get(storageKey)
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
  if (choice === 'system') localValues.remove(storageKey)
  else localValues.set(storageKey, choice)
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
