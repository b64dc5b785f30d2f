import { act, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { earlyInputKey, recordEarlyInputScript, replayEarlyInput } from './early-input'

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

/** The visitor's input as the browser delivers it: the element's own setter, then the event. */
function typeBeforeTheAppListens(control: HTMLInputElement | HTMLSelectElement, value: string | boolean) {
  const property = typeof value === 'boolean' ? 'checked' : 'value'
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), property)?.set?.call(control, value)
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
}

describe('input made before the page was interactive', () => {
  afterEach(() => {
    ;(window as unknown as Record<string, { stop: () => void } | undefined>)[earlyInputKey]?.stop()
    delete (window as unknown as Record<string, unknown>)[earlyInputKey]
  })

  it('reaches the app once replayed, whatever the app put back in the meantime', () => {
    // The start script runs as an inline script in the page: here, as the same source text.
    new Function(recordEarlyInputScript.replaceAll('self.', 'window.'))()
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
    expect((window as unknown as Record<string, unknown>)[earlyInputKey]).toBeUndefined()
  })

  it('changes nothing for input the app already has', () => {
    new Function(recordEarlyInputScript.replaceAll('self.', 'window.'))()
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
