import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiPaths } from '~/contract/paths'
import { cookieNames, writeCookie } from '~/lib/cookies'
import { activateLocale } from '~/lib/i18n'
import { renderWithRouter } from '~/test/render'
import { fetchToApp } from '../../../../scripts/test-support/fetch-to-app'
import { createTestApp } from '../../../../scripts/test-support/test-app'
import { PartnerApplication } from './partner-application'

beforeAll(() => activateLocale('en'))

type TestApp = Awaited<ReturnType<typeof createTestApp>>
let server: TestApp
/** Calls to W608 wait for this before they are answered, so a test can type while the draft is on its way. */
let holdDraft: Promise<void> = Promise.resolve()

// The browser's fetch goes to the real API in-process (the server's own test harness, its own database).
beforeEach(async () => {
  server = await createTestApp()
  holdDraft = Promise.resolve()
  vi.stubGlobal(
    'fetch',
    fetchToApp(server.app, async (request) => {
      if (new URL(request.url).pathname === apiPaths.partnerApplication) await holdDraft
    }),
  )
  writeCookie(cookieNames.authorization, await server.register('ib@example.de'))
})

afterEach(() => {
  vi.unstubAllGlobals()
  writeCookie(cookieNames.authorization, '', -1)
})

/** A fresh page load: new query cache, new component tree. */
function openUserCentre() {
  return renderWithRouter(<PartnerApplication />, '/en/uc')
}

const company = () => screen.getByLabelText('Company or trading name')

describe('the partner application in the user centre', () => {
  it('shows a saved draft and when it was saved after the page is loaded again', async () => {
    const first = await openUserCentre()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save draft' })).toBeEnabled())
    expect(screen.getByRole('status')).toHaveTextContent(/^\s*$/)
    fireEvent.change(company(), { target: { value: 'Lis Trading' } })
    fireEvent.change(screen.getByLabelText('Preferred commission model'), { target: { value: 'revenue-share' } })
    fireEvent.change(screen.getByLabelText('How you reach your clients'), { target: { value: 'Webinars in Polish' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Draft saved on 25 November 2026'))
    first.unmount()

    await openUserCentre()
    await waitFor(() => expect(company()).toHaveValue('Lis Trading'))
    expect(screen.getByLabelText('Preferred commission model')).toHaveValue('revenue-share')
    expect(screen.getByLabelText('How you reach your clients')).toHaveValue('Webinars in Polish')
    expect(screen.getByRole('status')).toHaveTextContent('Draft saved on 25 November 2026')
    expect(screen.getByRole('status').querySelector('time')).toHaveAttribute('datetime', '2026-11-25T14:00:00.000Z')
  })

  it('keeps what the user typed before the saved draft arrived and fills in the rest', async () => {
    // Save the draft the way the user did last time, through the form.
    const earlier = await openUserCentre()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save draft' })).toBeEnabled())
    fireEvent.change(company(), { target: { value: 'Saved Ltd' } })
    fireEvent.change(screen.getByLabelText('Website'), { target: { value: 'https://saved.example' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Draft saved on'))
    earlier.unmount()

    let release = () => {}
    holdDraft = new Promise((resolve) => {
      release = resolve
    })
    await openUserCentre()
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeDisabled()
    fireEvent.change(company(), { target: { value: 'Typed Meanwhile GmbH' } })
    release()
    await waitFor(() => expect(screen.getByLabelText('Website')).toHaveValue('https://saved.example'))
    expect(company()).toHaveValue('Typed Meanwhile GmbH')
  })

  it('shows a submitted application as submitted and offers no further changes', async () => {
    const first = await openUserCentre()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save draft' })).toBeEnabled())
    fireEvent.change(company(), { target: { value: 'Lis Trading' } })
    server.advance(60_000)
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Application submitted.'))
    first.unmount()

    await openUserCentre()
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Submitted on 25 November 2026'))
    expect(company()).toHaveValue('Lis Trading')
    expect(screen.getByRole('button', { name: 'Submit application' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeDisabled()
  })
})
