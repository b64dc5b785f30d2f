import { afterEach, describe, expect, it } from 'vitest'
import { hasUnsentInput, watchFormActivity } from './form-activity'

watchFormActivity()
afterEach(() => {
  document.body.innerHTML = ''
})

function form() {
  document.body.innerHTML = '<form><input name="email"><button>Send</button></form><input name="outside">'
  return document.querySelector('form')!
}

const type = (input: Element) => input.dispatchEvent(new Event('input', { bubbles: true }))

describe('unsent form input', () => {
  it('counts typing in a form until it is sent', () => {
    const element = form()
    expect(hasUnsentInput()).toBe(false)
    type(element.querySelector('input')!)
    expect(hasUnsentInput()).toBe(true)
    element.dispatchEvent(new Event('submit', { bubbles: true }))
    expect(hasUnsentInput()).toBe(false)
  })

  it('is cleared by a reset and by the form leaving the page', () => {
    let element = form()
    type(element.querySelector('input')!)
    element.dispatchEvent(new Event('reset', { bubbles: true }))
    expect(hasUnsentInput()).toBe(false)
    element = form()
    type(element.querySelector('input')!)
    element.remove()
    expect(hasUnsentInput()).toBe(false)
  })

  it('ignores fields outside a form (the ticker pause switch, the calendar filters)', () => {
    form()
    type(document.querySelector('input[name="outside"]')!)
    expect(hasUnsentInput()).toBe(false)
  })
})
