import { brand } from '~/config/brand'

/**
 * The colour theme: the visitor's choice (light or dark), or the system's setting when they chose
 * none. The theme in force is `data-theme` on <html>, which src/styles/app.css reads; it is set by
 * `themeScript`, inline in every page's <head>, before the first paint (no flash of the other
 * theme), and again by the theme select's code (theme-choice.ts, loaded after the page is interactive)
 * when the visitor chooses.
 */
export const themeChoices = ['system', 'light', 'dark'] as const
export type ThemeChoice = (typeof themeChoices)[number]
export type Theme = Exclude<ThemeChoice, 'system'>

/** The local storage key of the visitor's choice; absent means "follow the system". */
export const themeStorageKey = 'theme'
export const darkQuery = '(prefers-color-scheme: dark)'
/** The browser's toolbar colour (meta theme-color) per theme: the brand blue, or the dark theme's surface. */
export const themeColors: Record<Theme, string> = { light: brand.themeColor, dark: '#0f1621' }

/**
 * The attribute that marks the theme select (src/components/layout/theme-selector.tsx), whose
 * choice `themeScript` applies by itself: the select's code loads only once the page is interactive.
 */
export const themeSelectAttribute = 'data-theme-choice'

/**
 * The classic inline script of every page's <head> (a string, so the server and the browser render
 * the same text, whose hash the page's CSP allows: scripts/build/page-policy.ts). It runs before the
 * body is parsed, and again when the system setting changes, another tab chooses or the visitor
 * chooses in the theme select: that works from the first paint, before the select's own code has
 * arrived (which then shows the same choice). It takes the choice from the input event: the change
 * event can come after React has hydrated the select and put it back (src/lib/early-input.ts). The same steps as `applyTheme` below, in ES5 so every
 * browser that reaches the page runs it.
 */
export const themeScript = `(function(){var d=document.documentElement,q=matchMedia('${darkQuery}');function a(){var c;try{c=localStorage.getItem('${themeStorageKey}')}catch(e){}var t=c==='light'||c==='dark'?c:q.matches?'dark':'light';d.setAttribute('data-theme',t);var m=document.querySelector('meta[name="theme-color"]');if(m)m.setAttribute('content',t==='dark'?'${themeColors.dark}':'${themeColors.light}')}a();q.addEventListener('change',a);addEventListener('storage',a);addEventListener('input',function(e){var s=e.target;if(!s||!s.hasAttribute||!s.hasAttribute('${themeSelectAttribute}'))return;try{s.value==='light'||s.value==='dark'?localStorage.setItem('${themeStorageKey}',s.value):localStorage.removeItem('${themeStorageKey}')}catch(x){}a()})})()`
