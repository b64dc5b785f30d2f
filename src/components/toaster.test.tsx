import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { toast } from 'sonner'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { activateLocale } from '~/lib/i18n'
import { renderWithProviders } from '~/test/render'
import Toaster from './toaster'

const toastWidth = 300

beforeAll(async () => {
  await activateLocale('en')
  // jsdom lays nothing out and has no pointer capture: the toast is given a width, capture is a no-op.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ width: toastWidth, height: 60 }))
  HTMLElement.prototype.setPointerCapture ??= () => {}
})
afterEach(() => act(() => toast.dismiss()))
afterAll(() => vi.restoreAllMocks())

async function showToast(text: string): Promise<HTMLElement> {
  act(() => {
    toast(text)
  })
  const title = await screen.findByText(text)
  return title.closest<HTMLElement>('[data-sonner-toast]')!
}

/** A quick drag to the right by `distance` pixels, as a finger or mouse does it. */
function drag(element: HTMLElement, distance: number) {
  fireEvent.pointerDown(element, { clientX: 100, clientY: 20, button: 0, pointerId: 1 })
  fireEvent.pointerMove(element, { clientX: 104, clientY: 20, pointerId: 1 })
  fireEvent.pointerMove(element, { clientX: 100 + distance, clientY: 20, pointerId: 1 })
  fireEvent.pointerUp(element, { clientX: 100 + distance, clientY: 20, pointerId: 1 })
}

describe('toaster', () => {
  it('keeps a toast dragged less than 80 % of its width, however fast', async () => {
    renderWithProviders(<Toaster />)
    const shown = await showToast('Short swipe')
    drag(shown, toastWidth * 0.5)
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)))
    expect(screen.getByText('Short swipe')).toBeInTheDocument()
    expect(shown.style.getPropertyValue('--swipe-amount-x')).toBe('0px')
  })

  it('dismisses a toast dragged over 80 % of its width', async () => {
    renderWithProviders(<Toaster />)
    const shown = await showToast('Long swipe')
    drag(shown, toastWidth * 0.85)
    await waitFor(() => expect(screen.queryByText('Long swipe')).not.toBeInTheDocument())
  })
})
