import type { Page } from '@playwright/test'

/**
 * Offers installation as Chromium does for an installable site (`beforeinstallprompt`). Chromium
 * never offers it in Playwright's incognito profiles; the page takes a dispatched offer alike.
 */
export function dispatchInstallOffer(page: Page): Promise<void> {
  return page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {},
      userChoice: new Promise(() => {}),
    })
    window.dispatchEvent(offer)
  })
}
