import type { Page } from '@playwright/test'

const frames = (page: Page, thenMs?: number) =>
  page.evaluate(
    (ms) =>
      new Promise<void>((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => (ms === undefined ? done() : setTimeout(done, ms)))),
      ),
    thenMs,
  )

/** Two animation frames: the layout of the last change, and any resize-driven render of it, are done. */
export const settled = (page: Page) => frames(page)

/**
 * Two frames and a task after the last change: its layout shifts and largest paints have been
 * reported to the page's performance observers.
 */
export const paintsReported = (page: Page) => frames(page, 100)
