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
 * Whether React has taken the control over: hydrating a node, React keeps the element's props on
 * it under a key that starts with `__reactProps$` (an internal of react-dom, read and never
 * written). Until then an event on the control reaches no handler of the app.
 */
export function takenOverByReact(control: Element): boolean {
  return Object.keys(control).some((key) => key.startsWith('__reactProps$'))
}

/**
 * Gives every recorded control its visitor's value again, through the events React listens to:
 * the native value setter and an input event for text, a change event for a select, a click for a
 * box or a radio button. React compares with the value it last set itself, so input it already has
 * changes nothing.
 *
 * A control in a part of the page that has not hydrated yet (a route's part waiting for its code or
 * its data on a slow phone) gets its value when React has taken it over: replaying into it earlier
 * would reach no handler, and hydration would then put the app's state back. Recording goes on
 * until every control has had its value; after `giveUpMs` (a control the app never takes over,
 * or a React that no longer marks its nodes) the rest is replayed as it is.
 */
export function replayEarlyInput(
  win: Window = window,
  { isTakenOver = takenOverByReact, retryMs = 100, giveUpMs = 10_000 } = {},
): void {
  const early = (win as unknown as Record<string, EarlyInput | undefined>)[earlyInputKey]
  if (!early) return
  const started = Date.now()
  const attempt = () => {
    const givingUp = Date.now() - started >= giveUpMs
    // A copy: replaying fires the very events the recorder listens to, which put the control back
    // into the map (synchronously, so deleting it after its replay removes only that echo).
    for (const [control, saved] of [...early.values]) {
      if (control.isConnected && !control.disabled) {
        if (!givingUp && !isTakenOver(control)) continue
        replay(control, saved)
      }
      early.values.delete(control)
    }
    if (early.values.size > 0) {
      win.setTimeout(attempt, retryMs)
      return
    }
    early.stop()
    delete (win as unknown as Record<string, EarlyInput | undefined>)[earlyInputKey]
  }
  attempt()
}

function replay(control: Control, saved: { value: string; checked: boolean }): void {
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    // The opposite state first, past React's own tracking of the property, then a real click to
    // the visitor's state: React reports a change only if its state differs.
    nativeSetter(control, 'checked')?.call(control, !saved.checked)
    control.click()
    return
  }
  if (control instanceof HTMLInputElement && control.type === 'file') return
  nativeSetter(control, 'value')?.call(control, saved.value)
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
}
