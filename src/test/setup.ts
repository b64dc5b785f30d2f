import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, vi } from 'vitest'
import { currentCookies, removeCookie } from '~/lib/cookies'

afterEach(() => cleanup())

/**
 * Files in the unit project share their worker's window (`isolate: false` in vite.config.ts): each
 * starts from a blank one, as a fresh window would be, whatever the file before it stored, set or
 * left in the document. A file's timers and stubbed globals are put back when it ends.
 */
function blankWindow() {
  if (typeof document === 'undefined') return
  localStorage.clear()
  sessionStorage.clear()
  for (const cookie of currentCookies().split(';')) {
    const name = cookie.split('=')[0]!.trim()
    if (name) removeCookie(name)
  }
  const root = document.documentElement
  for (const attribute of [...root.attributes]) root.removeAttribute(attribute.name)
  document.head.replaceChildren()
  document.body.replaceChildren()
  for (const attribute of [...document.body.attributes]) document.body.removeAttribute(attribute.name)
  window.history.replaceState(null, '', '/')
}
blankWindow()
afterAll(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

// waitFor and findBy give up after 1 s by default: on a busy two-core machine running two test
// files at once (npm run test:quick), a form's mock answer can take longer than that to arrive.
configure({ asyncUtilTimeout: 5000 })

// jsdom has <dialog> but not its modal methods; the open attribute is what the tests observe.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open')
  }
}
