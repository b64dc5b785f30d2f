import { I18nProvider } from '@lingui/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, render } from '@testing-library/react'
import { toast } from 'sonner'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { activateLocale, i18n } from '~/lib/i18n'
import { applyUpdate } from '~/lib/service-worker'
import { UpdatePrompt } from './update-prompt'

let offerUpdate: () => void = () => {}
vi.mock('~/lib/service-worker', () => ({
  applyUpdate: vi.fn(),
  onUpdateWaiting: (listener: () => void) => {
    offerUpdate = listener
    return () => {}
  },
}))
// A form on the page holds input the visitor has not sent.
vi.mock('~/lib/form-activity', () => ({ hasUnsentInput: () => true, watchFormActivity: () => {} }))
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { info: vi.fn() }) }))

beforeAll(() => activateLocale('en'))

describe('the offer of a new version while a form holds unsent input', () => {
  it('keeps the page through a reload of its own data or a new query, and opens the next page as the new version', async () => {
    const router = createRouter({
      routeTree: createRootRoute({ component: UpdatePrompt }),
      history: createMemoryHistory({ initialEntries: ['/en/login'] }),
    })
    await router.load()
    render(
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>,
    )
    await act(async () => offerUpdate())
    await vi.waitFor(() => expect(toast).toHaveBeenCalled())
    const [, options] = vi.mocked(toast).mock.calls[0]!
    const reload = options!.action as unknown as { onClick: () => void }
    act(() => reload.onClick())
    expect(toast.info).toHaveBeenCalled()

    await act(() => router.invalidate())
    await act(() => router.navigate({ href: '/en/login?next=%2Fuc' }))
    expect(applyUpdate).not.toHaveBeenCalled()
    expect(router.state.location.href).toBe('/en/login?next=%2Fuc')

    // A blocked navigation never settles: it is not awaited.
    act(() => void router.navigate({ href: '/en/password-reset' }))
    await vi.waitFor(() => expect(applyUpdate).toHaveBeenCalledTimes(1))
    expect(applyUpdate).toHaveBeenCalledWith(expect.objectContaining({ href: '/en/password-reset', replace: false }))
    // The old code does not render it: the new version opens it as a document.
    expect(router.state.location.pathname).toBe('/en/login')
    // Unless the new version does not take over in time: then the old code opens it after all.
    const [destination] = vi.mocked(applyUpdate).mock.calls[0]!
    await act(async () => destination?.openInPlace?.())
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/en/password-reset'))
  })
})
