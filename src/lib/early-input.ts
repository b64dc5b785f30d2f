import { islandsHydrating } from './island-hydration'

/**
 * What a visitor types or picks in a prerendered form before the app has taken it over. React
 * hydrates a route's part after the root's, in slices; until every part is live, an input's event
 * may find no handler, and the next render puts the control back to the app's state, losing the
 * text or the choice. A classic script in the page's head (src/lib/root-head.ts) records such
 * input from the first paint on, before any of the body is parsed (under this global name); once
 * the page is interactive, `replayEarlyInput` hands each control's last value to the app as if it
 * had just been entered.
 *
 * A form sent before then (Enter in a field, a tap on its button) is held, not sent by the browser:
 * the app's forms have no `action`, so the browser would load the page itself again with every
 * field in the address (a password in the history and in server logs) and lose what was typed.
 * The held form is sent again once the app has taken it over, after its fields got their values.
 */
export const earlyInputKey = 'mcEarlyInput'

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

export interface EarlyInput {
  values: Map<Control, { value: string; checked: boolean }>
  /** Forms sent before the app handled them, to be sent again once it does. */
  submits: Set<HTMLFormElement>
  /** Set by the replay: a control the app has taken over is no longer recorded. */
  isLive?: (control: Element) => boolean
  /** Set by the replay: something was recorded after the replay began. */
  onRecord?: () => void
  /** Detaches the recorder (tests, which run the script more than once in one window). */
  stop: () => void
}

/**
 * The head script's source text. It listens to `input` only: browsers fire it first for every
 * kind of control, with the visitor's value, and `change` after it. A `change` can carry another
 * value: an `input` event on a part React has not hydrated makes React hydrate it at once, and the
 * render that follows puts the control back to the app's state before the `change` is dispatched.
 *
 * Sending is watched when the event has bubbled up to the window, after React's own listener on
 * the root: a form whose handler ran has been prevented from the browser's default already; any
 * other form without an `action` is held. It is also watched before anything else sees it (the
 * window's capture phase): a form with a field whose recorded value has not been replayed yet is
 * held there, before the app's handler runs. A tap on a part React has not hydrated makes React
 * hydrate it at once and hand it the tap, so the app's handler would otherwise read the app's
 * state before the visitor's typing reached it (a lead form sent empty while its field shows the
 * address typed: "Invalid email format").
 *
 * A control whose recorded value waits for the replay keeps being recorded, even once it looks
 * live: the replay then gives it the visitor's last value, never an older one the visitor has
 * changed since (a market chosen while a part hydrated, then "All markets" once it had).
 *
 * The script runs once per document: the router puts the head's scripts in again when it
 * navigates (TanStack Router's inline scripts run once more), and a second recorder would record
 * controls the app already has, for a replay that never comes, and hold every form they are in.
 *
 * Both stay for the page's life: parts of a page hydrate after it is interactive (the islands of
 * src/components/static-until-interactive.tsx, forms among them), and what reaches one before its
 * code has arrived is recorded and replayed the same way. A control the app has taken over is not
 * recorded (its input is the app's already).
 */
export const recordEarlyInputScript = `if (!self.${earlyInputKey}) {
  const early = { values: new Map(), submits: new Set() }
  const remember = (event) => {
    const control = event.target
    if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement)) return
    if (early.isLive?.(control) && !early.values.has(control)) return
    // Last in the map is the latest: radio buttons chosen A, B, then A again replay in that order.
    early.values.delete(control)
    early.values.set(control, { value: control.value, checked: control.checked })
    early.onRecord?.()
  }
  const hold = (event) => {
    const form = event.target
    if (!(form instanceof HTMLFormElement) || form.hasAttribute('action') || event.defaultPrevented) return
    event.preventDefault()
    early.submits.add(form)
    early.onRecord?.()
  }
  const holdUntilReplayed = (event) => {
    const form = event.target
    if (!(form instanceof HTMLFormElement) || form.hasAttribute('action')) return
    if (![...early.values.keys()].some((control) => control.form === form)) return
    event.preventDefault()
    event.stopImmediatePropagation()
    early.submits.add(form)
    early.onRecord?.()
  }
  addEventListener('input', remember, true)
  addEventListener('submit', holdUntilReplayed, true)
  addEventListener('submit', hold)
  early.stop = () => {
    removeEventListener('input', remember, true)
    removeEventListener('submit', holdUntilReplayed, true)
    removeEventListener('submit', hold)
  }
  self.${earlyInputKey} = early
}`

/** The element class's own property setter, which React's per-node value tracking does not see. */
function nativeSetter(control: Control, property: 'value' | 'checked') {
  return Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), property)?.set
}

/**
 * Whether React has taken the control over and committed it, so that an event on it reaches the
 * app's handler. React attaches its fiber and props to a node while it renders (`__reactFiber$`,
 * `__reactProps$`: internals of react-dom, read and never written), before the commit; hydration
 * renders in slices, so a node can carry them while its part is not live yet, and an event then
 * reaches no handler or a state update that the restarted render drops. This follows react-dom's
 * own test for a mounted fiber (getNearestMountedFiber): a fiber not yet committed has no
 * alternate and, at the top of the part being placed or hydrated, the Placement (2) or Hydrating
 * (4096) flag, which the commit clears.
 */
export function takenOverByReact(control: Element): boolean {
  type Fiber = { alternate: Fiber | null; return: Fiber | null; flags: number; tag: number }
  const key = Object.keys(control).find((name) => name.startsWith('__reactFiber$'))
  if (!key) return false
  let node = (control as unknown as Record<string, Fiber>)[key] as Fiber
  for (let next: Fiber | null = node; next && !next.alternate; next = next.return) {
    node = next
    if (node.flags & (2 | 4096)) return false
  }
  while (node.return) node = node.return
  // The host root (tag 3): a fiber cut off from it belongs to a tree React has let go of.
  return node.tag === 3
}

/** Whether a control is the app's: taken over by React, and no part of the page in the middle of hydrating. */
export function liveInTheApp(control: Element): boolean {
  return !islandsHydrating() && takenOverByReact(control)
}

/**
 * Gives every recorded control its visitor's value again, through the events React listens to:
 * the native value setter and an input event for text, a change event for a select, a click for a
 * box or a radio button. Input the app already has (its last render holds the visitor's value) is
 * not replayed; a control the app does not control (no value in its props) always is.
 *
 * A control in a part of the page that has not hydrated yet (a route's part waiting for its code or
 * its data on a slow phone) gets its value when React has taken it over: replaying into it earlier
 * would reach no handler, and hydration would then put the app's state back. The replay runs until
 * every recorded control has had its value, and again whenever something more is recorded; after
 * `giveUpMs` of waiting (a control the app never takes over, or a React that no longer marks its
 * nodes) the rest is replayed as it is.
 */
export function replayEarlyInput(
  win: Window = window,
  { isTakenOver = liveInTheApp, retryMs = 100, giveUpMs = 10_000 } = {},
): void {
  const early = (win as unknown as Record<string, EarlyInput | undefined>)[earlyInputKey]
  if (!early) return
  let started = Date.now()
  let timer: number | undefined
  const attempt = () => {
    timer = undefined
    const givingUp = Date.now() - started >= giveUpMs
    // A copy: replaying fires the very events the recorder listens to, which put the control back
    // into the map (synchronously, so deleting it after its replay removes only that echo).
    const replayedInto = new Set<HTMLFormElement | null>()
    for (const [control, saved] of [...early.values]) {
      if (control.isConnected && !control.disabled) {
        if (!givingUp && !isTakenOver(control)) continue
        replay(control, saved)
        replayedInto.add(control.form)
      }
      early.values.delete(control)
    }
    // A held form is sent once the app has it and its fields have the visitor's values again; one
    // the app never takes over stays unsent (the visitor sends it again), never sent by the browser.
    // A form whose fields were replayed just now waits for the next attempt: React commits what an
    // input event set in a microtask, and the app's handler must read the committed values.
    for (const form of [...early.submits]) {
      const fieldsWaiting = replayedInto.has(form) || [...early.values.keys()].some((control) => control.form === form)
      if (form.isConnected && !givingUp && (fieldsWaiting || !isTakenOver(form))) continue
      early.submits.delete(form)
      if (form.isConnected && !givingUp) form.requestSubmit()
    }
    if (early.values.size > 0 || early.submits.size > 0) timer = win.setTimeout(attempt, retryMs)
  }
  early.isLive = isTakenOver
  early.onRecord = () => {
    if (timer !== undefined) return
    started = Date.now()
    timer = win.setTimeout(attempt, retryMs)
  }
  attempt()
}

/**
 * The value the app last rendered into a control it controls: React's props on the node (an
 * internal of react-dom, read and never written), or undefined when the app does not control it.
 */
function appValue(control: Control, property: 'value' | 'checked'): unknown {
  const key = Object.keys(control).find((name) => name.startsWith('__reactProps$'))
  return key ? (control as unknown as Record<string, Record<string, unknown> | undefined>)[key]?.[property] : undefined
}

function replay(control: Control, saved: { value: string; checked: boolean }): void {
  if (control instanceof HTMLInputElement && control.type === 'file') return
  const checkable = control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')
  const wanted = checkable ? saved.checked : saved.value
  const app = appValue(control, checkable ? 'checked' : 'value')
  if (app !== undefined && app !== null && String(app) === String(wanted)) return
  // React reports a change only when the control's state differs from the one its tracker last
  // saw. A part that hydrated after the visitor typed kept their text (hydration leaves the DOM's
  // value alone) and took it as the tracker's: the same text set again would be no change, the app's
  // state would stay empty, and its next render would wipe the text the visitor sees. So a box is
  // first set to the other state through its own property (which the tracker sees), and a field
  // that already shows the visitor's text to another text, then to the visitor's past the tracker;
  // the caret of a field being typed in stays where it was.
  if (checkable) {
    ;(control as HTMLInputElement).checked = !saved.checked
    control.click()
    return
  }
  const detour = control.value === saved.value
  const caret = detour && control === control.ownerDocument.activeElement ? selectionOf(control) : undefined
  if (detour) control.value = saved.value === '' ? ' ' : ''
  nativeSetter(control, 'value')?.call(control, saved.value)
  if (caret) restoreSelection(control, caret)
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
}

/** Where the caret or the selection of a text field is; none for a control without one (a select, an e-mail field). */
function selectionOf(control: Control): { start: number; end: number } | undefined {
  try {
    if (control instanceof HTMLSelectElement || control.selectionStart === null || control.selectionEnd === null) return undefined
    return { start: control.selectionStart, end: control.selectionEnd }
  } catch {
    return undefined
  }
}

function restoreSelection(control: Control, { start, end }: { start: number; end: number }): void {
  try {
    if (!(control instanceof HTMLSelectElement)) control.setSelectionRange(start, end)
  } catch {
    // A field type without a selection (e-mail, number) throws: its caret is the browser's.
  }
}
