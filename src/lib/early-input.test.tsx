import { act, render, screen } from '@testing-library/react'
import { Suspense, startTransition, use, useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type EarlyInput, earlyInputKey, recordEarlyInputScript, replayEarlyInput, takenOverByReact } from './early-input'

function Form({ onChange }: { onChange: (field: string, value: string | boolean) => void }) {
  const [name, setName] = useState('')
  const [period, setPeriod] = useState('this-week')
  const [high, setHigh] = useState(false)
  return (
    <form>
      <label>
        Name
        <input
          value={name}
          onChange={(e) => {
            setName(e.target.value)
            onChange('name', e.target.value)
          }}
        />
      </label>
      <label>
        Period
        <select
          value={period}
          onChange={(e) => {
            setPeriod(e.target.value)
            onChange('period', e.target.value)
          }}
        >
          <option value="this-week">This week</option>
          <option value="next-week">Next week</option>
        </select>
      </label>
      <label>
        High
        <input
          type="checkbox"
          checked={high}
          onChange={(e) => {
            setHigh(e.target.checked)
            onChange('high', e.target.checked)
          }}
        />
      </label>
      <output>{`${name}|${period}|${high}`}</output>
    </form>
  )
}

/** The visitor's input as the browser delivers it: the element's own setter, then `input` (and `change` for a choice). */
function typeBeforeTheAppListens(control: HTMLInputElement | HTMLSelectElement, value: string | boolean) {
  const property = typeof value === 'boolean' ? 'checked' : 'value'
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), property)?.set?.call(control, value)
  control.dispatchEvent(new Event('input', { bubbles: true }))
  if (control instanceof HTMLSelectElement || typeof value === 'boolean')
    control.dispatchEvent(new Event('change', { bubbles: true }))
}

/** Runs the head script as the page's <head> does (here `self` is the test's window). */
const runRecorderScript = () => new Function(recordEarlyInputScript.replaceAll('self.', 'window.'))()

const never = new Promise<never>(() => {})

/** What the recorder still holds for the replay. */
function recorded() {
  const early = (window as unknown as Record<string, EarlyInput>)[earlyInputKey]!
  return { values: early.values.size, submits: early.submits.size }
}

/** A part after a form that waits in the browser (as a route's data or code can); the prerender rendered it. */
function Later({ waits }: { waits: boolean }) {
  if (waits) use(never)
  return <p>later</p>
}

// Each test runs the head script afresh, some on fake timers.
afterEach(() => {
  vi.useRealTimers()
  ;(window as unknown as Record<string, { stop: () => void } | undefined>)[earlyInputKey]?.stop()
  delete (window as unknown as Record<string, unknown>)[earlyInputKey]
})

describe('input made before the page was interactive', () => {
  it('reaches the app once replayed, whatever the app put back in the meantime', () => {
    // The start script runs as an inline script in the page: here, as the same source text.
    runRecorderScript()
    const changes = vi.fn()
    const { rerender } = render(<Form onChange={changes} />)
    // The events arrive while React does not handle them yet (its handlers are switched off here).
    const name = screen.getByLabelText('Name') as HTMLInputElement
    const period = screen.getByLabelText('Period') as HTMLSelectElement
    const high = screen.getByLabelText('High') as HTMLInputElement
    const stopPropagation = (event: Event) => event.stopImmediatePropagation()
    window.addEventListener('input', stopPropagation)
    window.addEventListener('change', stopPropagation)
    window.addEventListener('click', stopPropagation)
    document.addEventListener('input', stopPropagation, true)
    document.addEventListener('change', stopPropagation, true)
    typeBeforeTheAppListens(name, 'Ada Lovelace')
    typeBeforeTheAppListens(period, 'next-week')
    typeBeforeTheAppListens(high, true)
    document.removeEventListener('input', stopPropagation, true)
    document.removeEventListener('change', stopPropagation, true)
    window.removeEventListener('input', stopPropagation)
    window.removeEventListener('change', stopPropagation)
    window.removeEventListener('click', stopPropagation)
    expect(changes).not.toHaveBeenCalled()
    // A render puts the select back to the app's state: the visitor's choice is gone from the page.
    rerender(<Form onChange={changes} />)
    expect(period.value).toBe('this-week')

    act(() => replayEarlyInput())
    expect(screen.getByRole('status')).toHaveTextContent('Ada Lovelace|next-week|true')
    expect(changes).toHaveBeenCalledWith('name', 'Ada Lovelace')
    expect(changes).toHaveBeenCalledWith('period', 'next-week')
    expect(changes).toHaveBeenCalledWith('high', true)
    expect(recorded()).toEqual({ values: 0, submits: 0 })
  })

  it('waits for a part of the page that hydrates later, and keeps recording until then', () => {
    vi.useFakeTimers()
    runRecorderScript()
    const changes = vi.fn()
    render(<Form onChange={changes} />)
    const name = screen.getByLabelText('Name') as HTMLInputElement
    const period = screen.getByLabelText('Period') as HTMLSelectElement
    // The part holding the select is still the prerendered HTML: its events reach no handler.
    const stopPropagation = (event: Event) => event.stopImmediatePropagation()
    document.addEventListener('input', stopPropagation, true)
    document.addEventListener('change', stopPropagation, true)
    typeBeforeTheAppListens(period, 'next-week')
    document.removeEventListener('input', stopPropagation, true)
    document.removeEventListener('change', stopPropagation, true)
    let selectHydrated = false
    // The name field is in the same part, still the prerendered HTML.
    const isTakenOver = (control: Element) => (control !== period && control !== name) || selectHydrated

    act(() => replayEarlyInput(window, { isTakenOver, retryMs: 100, giveUpMs: 10_000 }))
    expect(changes).not.toHaveBeenCalled()
    // Still recording: input into the part before it hydrates is kept too.
    document.addEventListener('input', stopPropagation, true)
    typeBeforeTheAppListens(name, 'Ada')
    document.removeEventListener('input', stopPropagation, true)
    act(() => vi.advanceTimersByTime(500))
    expect(changes).not.toHaveBeenCalled()

    selectHydrated = true
    act(() => vi.advanceTimersByTime(100))
    expect(changes).toHaveBeenCalledWith('period', 'next-week')
    expect(screen.getByRole('status')).toHaveTextContent('Ada|next-week|false')
    expect(recorded()).toEqual({ values: 0, submits: 0 })
    // Done: nothing is replayed again.
    act(() => vi.advanceTimersByTime(1_000))
    expect(changes).toHaveBeenCalledTimes(2)
  })

  it("replays the visitor's last choice, not one changed again once the control was live", () => {
    vi.useFakeTimers()
    runRecorderScript()
    const changes = vi.fn()
    render(<Form onChange={changes} />)
    const period = screen.getByLabelText('Period') as HTMLSelectElement
    // A part of the page is hydrating: the select is not known to be live, so its input is recorded
    // (React, hydrating the select's part at once for the event, got it too).
    let partHydrating = true
    act(() => replayEarlyInput(window, { isTakenOver: () => !partHydrating, retryMs: 100 }))
    act(() => typeBeforeTheAppListens(period, 'next-week'))
    // The part has committed; before the replay's next attempt the visitor chooses again.
    partHydrating = false
    act(() => typeBeforeTheAppListens(period, 'this-week'))
    act(() => vi.advanceTimersByTime(100))
    expect(period.value).toBe('this-week')
    expect(screen.getByRole('status')).toHaveTextContent('|this-week|')
    expect(recorded()).toEqual({ values: 0, submits: 0 })
  })

  it('records and replays input into a part that hydrates after the page became interactive', () => {
    vi.useFakeTimers()
    runRecorderScript()
    const changes = vi.fn()
    render(<Form onChange={changes} />)
    const period = screen.getByLabelText('Period') as HTMLSelectElement
    let selectHydrated = false
    const isTakenOver = (control: Element) => control !== period || selectHydrated
    // Interactive, nothing typed yet: the replay has nothing to do.
    act(() => replayEarlyInput(window, { isTakenOver, retryMs: 100, giveUpMs: 10_000 }))
    expect(recorded()).toEqual({ values: 0, submits: 0 })
    // Then a choice in an island whose code has not arrived: no handler of the app gets it.
    const stopPropagation = (event: Event) => event.stopImmediatePropagation()
    document.addEventListener('input', stopPropagation, true)
    document.addEventListener('change', stopPropagation, true)
    typeBeforeTheAppListens(period, 'next-week')
    document.removeEventListener('input', stopPropagation, true)
    document.removeEventListener('change', stopPropagation, true)
    expect(recorded().values).toBe(1)
    act(() => vi.advanceTimersByTime(300))
    expect(changes).not.toHaveBeenCalled()
    selectHydrated = true
    act(() => vi.advanceTimersByTime(100))
    expect(changes).toHaveBeenCalledWith('period', 'next-week')
    expect(recorded()).toEqual({ values: 0, submits: 0 })
    // Input into a control the app has taken over is the app's own: nothing is recorded.
    typeBeforeTheAppListens(screen.getByLabelText('Name') as HTMLInputElement, 'Ada')
    expect(recorded()).toEqual({ values: 0, submits: 0 })
  })

  it('replays what the app never took over once it gives up waiting', () => {
    vi.useFakeTimers()
    runRecorderScript()
    const changes = vi.fn()
    render(<Form onChange={changes} />)
    const period = screen.getByLabelText('Period') as HTMLSelectElement
    const stopPropagation = (event: Event) => event.stopImmediatePropagation()
    document.addEventListener('input', stopPropagation, true)
    document.addEventListener('change', stopPropagation, true)
    typeBeforeTheAppListens(period, 'next-week')
    document.removeEventListener('input', stopPropagation, true)
    document.removeEventListener('change', stopPropagation, true)
    act(() => replayEarlyInput(window, { isTakenOver: () => false, retryMs: 100, giveUpMs: 1_000 }))
    act(() => vi.advanceTimersByTime(900))
    expect(changes).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(200))
    expect(changes).toHaveBeenCalledWith('period', 'next-week')
    expect(recorded()).toEqual({ values: 0, submits: 0 })
  })

  it('knows a control React has hydrated from one it has not', () => {
    render(<Form onChange={() => {}} />)
    expect(takenOverByReact(screen.getByLabelText('Period'))).toBe(true)
    expect(takenOverByReact(document.createElement('select'))).toBe(false)
  })

  it('keeps the choice when the app puts the control back between its input and its change event', () => {
    runRecorderScript()
    const changes = vi.fn()
    render(<Form onChange={changes} />)
    const period = screen.getByLabelText('Period') as HTMLSelectElement
    const stopPropagation = (event: Event) => event.stopImmediatePropagation()
    document.addEventListener('input', stopPropagation, true)
    document.addEventListener('change', stopPropagation, true)
    // The input event makes React hydrate the select at once; its render puts the app's value
    // back before the browser dispatches the change event of the same choice.
    const putBack = () => {
      period.value = 'this-week'
    }
    window.addEventListener('input', putBack, true)
    typeBeforeTheAppListens(period, 'next-week')
    window.removeEventListener('input', putBack, true)
    document.removeEventListener('input', stopPropagation, true)
    document.removeEventListener('change', stopPropagation, true)
    act(() => replayEarlyInput())
    expect(changes).toHaveBeenCalledWith('period', 'next-week')
    expect(screen.getByRole('status')).toHaveTextContent('|next-week|false')
  })

  it('does not count a control whose hydration React has rendered but not committed', async () => {
    const page = (waits: boolean) => (
      <Suspense fallback={null}>
        <Form onChange={() => {}} />
        <Later waits={waits} />
      </Suspense>
    )
    const container = document.createElement('div')
    document.body.append(container)
    container.innerHTML = renderToString(page(false))
    let root: Root | undefined
    // Hydration as the app starts it, a transition; it renders the form, then waits.
    await act(async () => {
      startTransition(() => {
        root = hydrateRoot(container, page(true), { onRecoverableError: () => {} })
      })
    })
    try {
      const period = container.querySelector('select')!
      // React has rendered the select (its props are on the node) but the part is not live yet.
      expect(Object.keys(period).some((key) => key.startsWith('__reactProps$'))).toBe(true)
      expect(takenOverByReact(period)).toBe(false)
    } finally {
      act(() => root?.unmount())
      container.remove()
    }
  })

  it('reaches the app when its part hydrated after the visitor typed and nothing rendered it since', () => {
    const changes = vi.fn()
    const container = document.createElement('div')
    document.body.append(container)
    container.innerHTML = renderToString(<Form onChange={changes} />)
    runRecorderScript()
    const name = container.querySelector('input')!
    const high = container.querySelector<HTMLInputElement>('input[type=checkbox]')!
    // Typed into the prerendered page: no React yet, so only the recorder hears it.
    typeBeforeTheAppListens(name, 'Ada Lovelace')
    typeBeforeTheAppListens(high, true)
    let root: Root | undefined
    // Hydration keeps the text and the tick on the page, and React's tracker takes them as its own.
    act(() => {
      root = hydrateRoot(container, <Form onChange={changes} />)
    })
    try {
      act(() => replayEarlyInput())
      expect(changes).toHaveBeenCalledWith('name', 'Ada Lovelace')
      expect(changes).toHaveBeenCalledWith('high', true)
      expect(container.querySelector('output')).toHaveTextContent('Ada Lovelace|this-week|true')
    } finally {
      act(() => root?.unmount())
      container.remove()
    }
  })

  it('keeps the latest choice last, so radio buttons chosen A, B and A again replay as A', () => {
    runRecorderScript()
    const container = document.createElement('div')
    container.innerHTML = '<input type="radio" name="side" value="buy"><input type="radio" name="side" value="sell">'
    document.body.append(container)
    try {
      const [buy, sell] = [...container.querySelectorAll('input')]
      for (const radio of [buy!, sell!, buy!]) {
        radio.checked = true
        radio.dispatchEvent(new Event('input', { bubbles: true }))
      }
      const early = (window as unknown as Record<string, EarlyInput>)[earlyInputKey]!
      expect([...early.values.keys()]).toEqual([sell, buy])
      act(() => replayEarlyInput(window, { isTakenOver: () => true }))
      expect(buy!.checked).toBe(true)
    } finally {
      container.remove()
    }
  })

  it('changes nothing for input the app already has', () => {
    runRecorderScript()
    const changes = vi.fn()
    render(<Form onChange={changes} />)
    const name = screen.getByLabelText('Name') as HTMLInputElement
    const high = screen.getByLabelText('High') as HTMLInputElement
    act(() => typeBeforeTheAppListens(name, 'Ada'))
    act(() => high.click())
    expect(changes).toHaveBeenCalledTimes(2)
    act(() => replayEarlyInput())
    expect(changes).toHaveBeenCalledTimes(2)
    expect(screen.getByRole('status')).toHaveTextContent('Ada|this-week|true')
  })
})

function SendForm({ onSend }: { onSend: (name: string) => void }) {
  const [name, setName] = useState('')
  return (
    <form
      aria-label="Send"
      onSubmit={(event) => {
        event.preventDefault()
        onSend(name)
      }}
    >
      <label>
        Name
        <input value={name} onChange={(e) => setName(e.target.value)} />
      </label>
    </form>
  )
}

describe('a form sent before the page was interactive', () => {
  const early = () => (window as unknown as Record<string, EarlyInput>)[earlyInputKey]!
  it('is held, not sent by the browser with its fields in the address, when no handler of the app took it', () => {
    runRecorderScript()
    const form = document.createElement('form')
    form.innerHTML = '<input name="password" value="secret">'
    const search = document.createElement('form')
    search.setAttribute('action', '/search')
    document.body.append(form, search)
    try {
      const sent = new Event('submit', { bubbles: true, cancelable: true })
      form.dispatchEvent(sent)
      expect(sent.defaultPrevented).toBe(true)
      expect(early().submits.has(form)).toBe(true)
      // A form with an action of its own (a search that works without script) is the browser's to send.
      const searched = new Event('submit', { bubbles: true, cancelable: true })
      search.dispatchEvent(searched)
      expect(searched.defaultPrevented).toBe(false)
      expect(early().submits.has(search)).toBe(false)
    } finally {
      form.remove()
      search.remove()
    }
  })

  it('is not held when the app handled it', () => {
    runRecorderScript()
    const sends = vi.fn()
    render(<SendForm onSend={sends} />)
    const form = screen.getByRole('form', { name: 'Send' }) as HTMLFormElement
    act(() => form.requestSubmit())
    expect(sends).toHaveBeenCalledTimes(1)
    expect(early().submits.size).toBe(0)
  })

  it('is sent once the app has taken it over, with the values typed before', () => {
    vi.useFakeTimers()
    runRecorderScript()
    const sends = vi.fn()
    render(<SendForm onSend={sends} />)
    const form = screen.getByRole('form', { name: 'Send' }) as HTMLFormElement
    const name = screen.getByLabelText('Name') as HTMLInputElement
    const stopPropagation = (event: Event) => event.stopImmediatePropagation()
    document.addEventListener('input', stopPropagation, true)
    typeBeforeTheAppListens(name, 'Ada')
    document.removeEventListener('input', stopPropagation, true)
    // Sent while the form was still the prerendered HTML: the head script held it.
    early().submits.add(form)
    let formHydrated = false
    act(() => replayEarlyInput(window, { isTakenOver: (control) => control !== form || formHydrated, retryMs: 100 }))
    expect(sends).not.toHaveBeenCalled()
    formHydrated = true
    act(() => vi.advanceTimersByTime(100))
    expect(sends).toHaveBeenCalledExactlyOnceWith('Ada')
    expect(recorded()).toEqual({ values: 0, submits: 0 })
  })

  it('records once per document, however often the router runs the head script again', () => {
    runRecorderScript()
    const first = early()
    replayEarlyInput(window, { isTakenOver: () => true })
    // A navigation: TanStack Router appends the head's inline scripts once more.
    runRecorderScript()
    expect(early()).toBe(first)
    const form = document.createElement('form')
    form.innerHTML = '<input name="email">'
    document.body.append(form)
    try {
      const input = form.querySelector('input')!
      input.value = 'ada@example.com'
      input.dispatchEvent(new Event('input', { bubbles: true }))
      // A control the app has is not recorded, so its form is never held for a replay.
      expect(recorded()).toEqual({ values: 0, submits: 0 })
    } finally {
      form.remove()
    }
  })

  it('waits for the values typed before when the app takes the form over at the very tap that sends it', () => {
    vi.useFakeTimers()
    runRecorderScript()
    const sends = vi.fn()
    render(<SendForm onSend={sends} />)
    const form = screen.getByRole('form', { name: 'Send' }) as HTMLFormElement
    const name = screen.getByLabelText('Name') as HTMLInputElement
    let nameHydrated = false
    // The page is interactive; the part holding the form is not yet, so the typing is only recorded.
    act(() => replayEarlyInput(window, { isTakenOver: () => nameHydrated, retryMs: 100 }))
    const stopPropagation = (event: Event) => event.stopImmediatePropagation()
    document.addEventListener('input', stopPropagation, true)
    typeBeforeTheAppListens(name, 'Ada')
    document.removeEventListener('input', stopPropagation, true)
    // The tap hydrates the part and reaches the app's handler at once, before the replay's next attempt.
    nameHydrated = true
    const sent = new Event('submit', { bubbles: true, cancelable: true })
    act(() => form.dispatchEvent(sent))
    expect(sent.defaultPrevented).toBe(true)
    expect(sends).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(100))
    expect(name.value).toBe('Ada')
    act(() => vi.advanceTimersByTime(100))
    expect(sends).toHaveBeenCalledExactlyOnceWith('Ada')
    expect(recorded()).toEqual({ values: 0, submits: 0 })
  })
})
