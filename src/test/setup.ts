import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => cleanup())

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
