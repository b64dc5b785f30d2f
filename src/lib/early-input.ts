/**
 * What a visitor types or picks in a prerendered form before the app has taken it over. React
 * hydrates a route's part after the root's, in slices; until every part is live, an input's event
 * may find no handler, and the next render puts the control back to the app's state, losing the
 * text or the choice. The page's start script records such input from the first paint on (under
 * this global name); once the page is interactive, `replayEarlyInput` hands each control's last
 * value to the app as if it had just been entered.
 */
export const earlyInputKey = 'mcEarlyInput'

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

export interface EarlyInput {
  values: Map<Control, { value: string; checked: boolean }>
  stop: () => void
}

/** The start script's part, as source text: it runs in the page before any of the app's code. */
export const recordEarlyInputScript = `{
  const values = new Map()
  const remember = (event) => {
    const control = event.target
    if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement)
      values.set(control, { value: control.value, checked: control.checked })
  }
  addEventListener('input', remember, true)
  addEventListener('change', remember, true)
  self.${earlyInputKey} = { values, stop: () => { removeEventListener('input', remember, true); removeEventListener('change', remember, true) } }
}`

/** The element class's own property setter, which React's per-node value tracking does not see. */
function nativeSetter(control: Control, property: 'value' | 'checked') {
  return Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), property)?.set
}

/**
 * Gives every recorded control its visitor's value again, through the events React listens to:
 * the native value setter and an input event for text, a change event for a select, a click for a
 * box or a radio button. React compares with the value it last set itself, so input it already has
 * changes nothing. Then recording stops.
 */
export function replayEarlyInput(win: Window = window): void {
  const early = (win as unknown as Record<string, EarlyInput | undefined>)[earlyInputKey]
  if (!early) return
  early.stop()
  delete (win as unknown as Record<string, EarlyInput | undefined>)[earlyInputKey]
  for (const [control, saved] of early.values) {
    if (!control.isConnected || control.disabled) continue
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      // The opposite state first, past React's own tracking of the property, then a real click to
      // the visitor's state: React reports a change only if its state differs.
      nativeSetter(control, 'checked')?.call(control, !saved.checked)
      control.click()
      continue
    }
    if (control instanceof HTMLInputElement && control.type === 'file') continue
    nativeSetter(control, 'value')?.call(control, saved.value)
    control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
  }
}
