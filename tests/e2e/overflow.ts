import type { Locator, Page } from '@playwright/test'

/** One piece of content that does not fit: where it is and by how many pixels. */
export interface Overflow {
  element: string
  text: string
  overflow: number
}

/**
 * What of the page does not fit across the window: the page itself wider than the window (it would
 * scroll sideways), and every visible element that cuts its own content horizontally (overflow
 * hidden or clip, paint containment, text-overflow) or whose text sticks out of its box. Scroll
 * containers are allowed to be wider inside when a keyboard can reach them (focusable themselves
 * or holding a focusable element), as a table in a labelled scrolling region is. An image or icon
 * drawn out of the proportions of its width and height counts too: squeezed by a row too full.
 */
export function measureOverflow(page: Page): Promise<{ pageWidth: number; windowWidth: number; overflows: Overflow[] }> {
  return page.evaluate(() => {
    const nameOf = (element: Element) => {
      const classes = [...element.classList].map((name) => `.${name}`).join('')
      const parent = element.parentElement
      const parentClasses = parent ? [...parent.classList].map((name) => `.${name}`).join('') : ''
      return `${parent ? `${parent.tagName.toLowerCase()}${parentClasses} > ` : ''}${element.tagName.toLowerCase()}${classes}`
    }
    const focusable = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])'
    const keyboardReachable = (element: HTMLElement) => element.tabIndex >= 0 || element.querySelector(focusable) !== null
    /** The visually hidden pattern (1 px, clipped) hides its text on purpose; so is anything not painted. */
    const isShown = (element: HTMLElement) => {
      const box = element.getBoundingClientRect()
      const clipped = getComputedStyle(element).clip !== 'auto'
      return element.checkVisibility({ visibilityProperty: true }) && box.width > 1 && box.height > 1 && !clipped
    }
    const ownText = (element: HTMLElement) =>
      [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim()
    /** How far the element's own lines of text reach past its content box (range rects, not the layout's guess). */
    const textBeyondBox = (element: HTMLElement) => {
      const box = element.getBoundingClientRect()
      const style = getComputedStyle(element)
      const right = box.right - Number.parseFloat(style.borderRightWidth) - Number.parseFloat(style.paddingRight)
      const left = box.left + Number.parseFloat(style.borderLeftWidth) + Number.parseFloat(style.paddingLeft)
      let beyond = 0
      for (const node of element.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        for (const rect of range.getClientRects()) {
          if (rect.width === 0) continue
          beyond = Math.max(beyond, rect.right - right, left - rect.left)
        }
      }
      return beyond
    }

    const overflows: Array<{ element: string; text: string; overflow: number }> = []
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (element instanceof SVGElement || !isShown(element)) continue
      const style = getComputedStyle(element)
      const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll'
      const clips =
        style.overflowX === 'hidden' ||
        style.overflowX === 'clip' ||
        style.contentVisibility === 'auto' ||
        /paint|strict|content/.test(style.contain)
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60)
      const wider = element.scrollWidth - element.clientWidth
      if (wider > 1 && text !== '') {
        if (scrolls && !keyboardReachable(element)) {
          overflows.push({ element: `${nameOf(element)} (scrolls, but no keyboard reaches it)`, text, overflow: wider })
          continue
        }
        if (clips && !scrolls) {
          overflows.push({ element: `${nameOf(element)} (cuts its content)`, text, overflow: wider })
          continue
        }
      }
      if (style.display.startsWith('inline') && style.display !== 'inline-block' && style.display !== 'inline-flex') continue
      if (ownText(element) === '') continue
      const beyond = textBeyondBox(element)
      if (beyond > 1) overflows.push({ element: `${nameOf(element)} (text outside its box)`, text, overflow: Math.round(beyond) })
    }
    // A row too full takes its width from the flex items that can give it up, an icon first: the
    // header's logo once lost its mark that way while no text was cut.
    for (const image of document.body.querySelectorAll('img[width][height], svg[width][height]')) {
      const box = image.getBoundingClientRect()
      const width = Number(image.getAttribute('width'))
      const height = Number(image.getAttribute('height'))
      if (!(width > 0 && height > 0) || box.height < 1 || image.getClientRects().length === 0) continue
      const widthForHeight = (box.height * width) / height
      if (Math.abs(box.width / widthForHeight - 1) > 0.03)
        overflows.push({
          element: `${nameOf(image)} (drawn ${Math.round(box.width)} × ${Math.round(box.height)} px, made ${width} × ${height})`,
          text: image.getAttribute('alt') ?? image.getAttribute('aria-label') ?? '',
          overflow: Math.round(Math.abs(widthForHeight - box.width)),
        })
    }
    const scrolling = document.scrollingElement ?? document.documentElement
    return { pageWidth: scrolling.scrollWidth, windowWidth: document.documentElement.clientWidth, overflows }
  })
}

/**
 * The text of every shown element among `elements` whose visible text (text for screen readers only
 * left out) runs onto more than one line: a piece of it starts below the bottom of another.
 */
export function wrappedTexts(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((found) =>
    found
      .filter((element) => element.getClientRects().length > 0)
      .filter((element) => {
        const rects: DOMRect[] = []
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
          if (text.parentElement?.closest('.visually-hidden')) continue
          const range = document.createRange()
          range.selectNodeContents(text)
          rects.push(...[...range.getClientRects()].filter((rect) => rect.width > 0))
        }
        return rects.some((a) => rects.some((b) => b.top >= a.bottom - 1))
      })
      .map((element) => element.textContent?.trim() ?? ''),
  )
}

/**
 * How far the furthest of `items` inside `box` reaches past the right edge of the box's content, in
 * pixels (zero or less when all fit): a row too full runs into its own padding, which its
 * scrollWidth never shows.
 */
export function reachPastContentBox(box: Locator, items = '*'): Promise<number> {
  return box.evaluate((element, selector) => {
    const style = getComputedStyle(element)
    const contentRight =
      element.getBoundingClientRect().right - Number.parseFloat(style.paddingRight) - Number.parseFloat(style.borderRightWidth)
    return Math.max(...[...element.querySelectorAll(selector)].map((item) => item.getBoundingClientRect().right)) - contentRight
  }, items)
}

/**
 * The words inside `element` whose letters lie on two lines: broken inside the word, as the page's
 * overflow-wrap breaks a word wider than its box (a break at a hyphen counts too, so measure names
 * that have none).
 */
export function wordsBrokenAcrossLines(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const broken: string[] = []
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      for (const word of (text.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange()
        range.setStart(text, word.index)
        range.setEnd(text, word.index + word[0].length)
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)))
        if (lines.size > 1) broken.push(word[0])
      }
    }
    return broken
  })
}
