import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { errorCodes } from '~/contract/envelope'
import { errorMessageFor } from '~/contract/error-messages'
import { apiPaths } from '~/contract/paths'
import { fetchToApp } from '../../scripts/test-support/fetch-to-app'
import { createTestApp } from '../../scripts/test-support/test-app'
import { ApiError, request, setFailureNotifier } from './http'
import { activateLocale, i18n } from './i18n'
import { useSubmit } from './use-submit'

const notified: string[] = []

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
}

/** A login through the hook, as the login form sends it. */
function renderLogin() {
  return renderHook(
    () => useSubmit((payload: { email: string; password: string }) => request(apiPaths.login, payload, { silent: true })),
    { wrapper },
  )
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

beforeEach(async () => {
  await activateLocale('en')
  notified.length = 0
  setFailureNotifier((message) => notified.push(message))
  const t = await createTestApp()
  vi.stubGlobal('fetch', fetchToApp(t.app))
})

afterEach(async () => {
  vi.unstubAllGlobals()
  await activateLocale('en')
})

describe('useSubmit', () => {
  it('resolves with the answer’s dt, pending while the call is under way', async () => {
    let open!: () => void
    const gate = new Promise<void>((resolve) => {
      open = resolve
    })
    const { result } = renderHook(() => useSubmit(() => gate.then(() => request(apiPaths.quoteList, { goods: 'EURUSD' }))), {
      wrapper,
    })
    let sent!: Promise<{ list: { name: string }[] }>
    act(() => {
      sent = result.current.mutateAsync()
    })
    await waitFor(() => expect(result.current.isPending).toBe(true))
    open()
    expect((await sent).list[0]!.name).toBe('EURUSD')
    await waitFor(() => expect(result.current.isPending).toBe(false))
    expect(result.current.data?.list[0]?.name).toBe('EURUSD')
  })

  it('rejects a res 0 answer with its ec and msg, without a toast when the call is silent', async () => {
    const { result } = renderLogin()
    const error = await failureOf(result.current.mutateAsync({ email: 'nobody@example.de', password: 'x1234567' }))
    expect(error.ec).toBe(errorCodes.invalidCredentials)
    expect(error.message).not.toBe('')
    await waitFor(() => expect(result.current.error).toBe(error))
    expect(notified).toEqual([])
  })

  it('falls back to the catalogue text of ec in the page’s language when msg is empty', async () => {
    await activateLocale('pl')
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ res: 0, ec: errorCodes.invalidCredentials, dt: {}, msg: '' }), { status: 200 }),
    )
    const { result } = renderLogin()
    const error = await failureOf(result.current.mutateAsync({ email: 'a@b.de', password: 'x1234567' }))
    expect(error.ec).toBe(errorCodes.invalidCredentials)
    expect(error.message).toBe(i18n._(errorMessageFor(errorCodes.invalidCredentials)))
    expect(error.message).not.toBe('The e-mail address or password is incorrect.')
    expect(error.message).not.toBe('')
  })

  it('rejects a network failure with ec 0 and the translated connection message', async () => {
    await activateLocale('de')
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch')
    })
    const { result } = renderLogin()
    const error = await failureOf(result.current.mutateAsync({ email: 'a@b.de', password: 'x1234567' }))
    expect(error.ec).toBe(errorCodes.network)
    expect(error.message).toMatch(/Verbindung/)
  })
})
