import { useRouterState } from '@tanstack/react-router'
import { localeFromPath, splitLocalePath } from './locale-path'

/** The page's language, from its address (the single source of truth for prerendered pages). */
export function useLocale() {
  return useRouterState({ select: (s) => localeFromPath(s.location.pathname) })
}

/** The current path without its language prefix. */
export function useBarePath() {
  return useRouterState({ select: (s) => splitLocalePath(s.location.pathname).barePath })
}
