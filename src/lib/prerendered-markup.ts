/**
 * Whether the page came with the app's markup to hydrate (a prerendered page, scripts/build/prerender.ts)
 * or with a body of scripts only (the dev server's page, scripts/tools/dev-html-shell.ts), which the
 * browser renders from scratch: hydrating an empty document would only report a mismatch.
 */
export function hasPrerenderedMarkup(page: Document): boolean {
  return Array.from(page.body?.children ?? []).some((element) => element.tagName !== 'SCRIPT')
}
