// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../../scripts/test-support/test-app'
import { errorCodes } from '../../../src/contract/envelope'
import { apiPaths } from '../../../src/contract/paths'

const auth = (token: string) => ({ Authorization: token })

describe('reading the partner application back (W608)', () => {
  it('needs a signed-in user', async () => {
    const t = await createTestApp()
    const anonymous = await t.call(apiPaths.partnerApplication, {})
    expect(anonymous.status).toBe(401)
    expect(anonymous.json).toMatchObject({ res: 0, ec: errorCodes.notSignedIn })
    const forged = await t.call(apiPaths.partnerApplication, {}, auth('not-a-session-token'))
    expect(forged.status).toBe(401)
  })

  it('answers null before anything is saved, then the draft, then the submitted application', async () => {
    const t = await createTestApp()
    const token = await t.register('ib@example.de')
    expect((await t.call(apiPaths.partnerApplication, {}, auth(token))).json).toEqual({
      res: 1,
      ec: 0,
      dt: { application: null },
      msg: '',
    })

    await t.call(
      apiPaths.partnerUpdate,
      { company: 'Lis Trading', website: 'https://lis.example', clientBase: '20', model: 'cpa', message: 'Webinars' },
      auth(token),
    )
    const draft = await t.call(apiPaths.partnerApplication, {}, auth(token))
    expect(draft.json.dt.application).toEqual({
      type: '',
      company: 'Lis Trading',
      website: 'https://lis.example',
      country: '',
      clientBase: '20',
      model: 'cpa',
      message: 'Webinars',
      status: 'draft',
      updatedAt: '2026-11-25T14:00:00.000Z',
      submittedAt: null,
    })

    t.advance(3_600_000)
    await t.call(apiPaths.partnerSubmit, {}, auth(token))
    const submitted = await t.call(apiPaths.partnerApplication, {}, auth(token))
    expect(submitted.json.dt.application).toMatchObject({
      company: 'Lis Trading',
      status: 'submitted',
      submittedAt: '2026-11-25T15:00:00.000Z',
    })
  })

  it("never shows one user another user's application", async () => {
    const t = await createTestApp()
    const anna = await t.register('anna@example.de')
    const jan = await t.register('jan@example.pl')
    await t.call(apiPaths.partnerUpdate, { company: 'Anna Capital', message: 'private notes' }, auth(anna))

    const jansView = await t.call(apiPaths.partnerApplication, {}, auth(jan))
    expect(jansView.json.dt).toEqual({ application: null })
    // A payload naming someone else is not a way in: the user comes from the session alone.
    const smuggled = await t.call(apiPaths.partnerApplication, { userId: 1, email: 'anna@example.de' }, auth(jan))
    expect(smuggled.json.dt).toEqual({ application: null })

    await t.call(apiPaths.partnerUpdate, { company: 'Jan Media' }, auth(jan))
    expect((await t.call(apiPaths.partnerApplication, {}, auth(anna))).json.dt.application.company).toBe('Anna Capital')
    expect((await t.call(apiPaths.partnerApplication, {}, auth(jan))).json.dt.application.company).toBe('Jan Media')
  })

  it('stops answering once the user has signed out', async () => {
    const t = await createTestApp()
    const token = await t.register('gone@example.de')
    await t.call(apiPaths.partnerUpdate, { company: 'Gone Ltd' }, auth(token))
    await t.call(apiPaths.session, undefined, auth(token), 'DELETE')
    expect((await t.call(apiPaths.partnerApplication, {}, auth(token))).status).toBe(401)
  })
})

describe('submitting the partner application (W607)', () => {
  it('makes it read-only: a later draft (W606) or submission is refused in the user’s language, and nothing changes', async () => {
    const t = await createTestApp()
    const token = await t.register('final@example.de')
    await t.call(apiPaths.partnerUpdate, { company: 'Final Ltd', model: 'cpa' }, auth(token))
    const submitted = await t.call(apiPaths.partnerSubmit, {}, auth(token))
    expect(submitted.json.dt.application).toMatchObject({ status: 'submitted', submittedAt: '2026-11-25T14:00:00.000Z' })

    t.advance(3_600_000)
    const german = await t.call(apiPaths.partnerUpdate, { company: 'Changed afterwards' }, { ...auth(token), Language: 'de' })
    expect(german.json).toMatchObject({ res: 0, ec: errorCodes.applicationSubmitted, dt: {} })
    const english = await t.call(apiPaths.partnerUpdate, { company: 'Changed afterwards' }, auth(token))
    expect(english.json.ec).toBe(errorCodes.applicationSubmitted)
    expect(german.json.msg).not.toBe('')
    expect(german.json.msg).not.toBe(english.json.msg)
    expect((await t.call(apiPaths.partnerSubmit, {}, auth(token))).json.ec).toBe(errorCodes.applicationSubmitted)

    expect((await t.call(apiPaths.partnerApplication, {}, auth(token))).json.dt.application).toMatchObject({
      company: 'Final Ltd',
      status: 'submitted',
      updatedAt: '2026-11-25T14:00:00.000Z',
      submittedAt: '2026-11-25T14:00:00.000Z',
    })
  })

  it('refuses an empty application, and one never saved', async () => {
    const t = await createTestApp()
    const token = await t.register('empty@example.de')
    expect((await t.call(apiPaths.partnerSubmit, {}, auth(token))).json.ec).toBe(errorCodes.nothingToSubmit)
    await t.call(apiPaths.partnerUpdate, { company: '   ', message: '' }, auth(token))
    const empty = await t.call(apiPaths.partnerSubmit, {}, auth(token))
    expect(empty.json).toMatchObject({ res: 0, ec: errorCodes.applicationEmpty })
    expect(empty.json.msg).not.toBe('')
    expect((await t.call(apiPaths.partnerApplication, {}, auth(token))).json.dt.application.status).toBe('draft')
    // Anything filled in is something to submit.
    await t.call(apiPaths.partnerUpdate, { website: 'https://affiliate.example' }, auth(token))
    expect((await t.call(apiPaths.partnerSubmit, {}, auth(token))).json.res).toBe(1)
  })
})
