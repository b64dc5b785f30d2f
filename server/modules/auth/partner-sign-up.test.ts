// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../../scripts/test-support/test-app'
import { errorCodes } from '../../../src/contract/envelope'
import { apiPaths } from '../../../src/contract/paths'

const details = { password: 'secret123', name: 'Piotr Lis', country: 'PL', phone: '+48 22 1234567' }

async function signUp(t: Awaited<ReturnType<typeof createTestApp>>, email: string, partner?: Record<string, string>) {
  const started = await t.call(apiPaths.signUpFirstStep, { email, ...details, ...(partner && { partner }) })
  expect(started.json.res).toBe(1)
  const pending = await t.db.selectFrom('pending_signups').selectAll().where('email', '=', email).executeTakeFirstOrThrow()
  const done = await t.call(apiPaths.signUp, { email, pin: await t.lastPin(email), signupId: started.json.dt.signupId })
  expect(done.json.res).toBe(1)
  return { pending, token: done.headers.get('authorization')! }
}

describe('a partner sign-up (W103 with partner details)', () => {
  it('is kept with the sign-up and the account, and the partner application starts from it', async () => {
    const t = await createTestApp()
    const { pending, token } = await signUp(t, 'ib@lis-trading.pl', {
      type: 'ib',
      company: ' Lis Trading ',
      website: 'https://lis-trading.pl',
    })
    expect(pending).toMatchObject({
      partner_type: 'ib',
      partner_company: 'Lis Trading',
      partner_website: 'https://lis-trading.pl',
    })
    const account = await t.db.selectFrom('users').selectAll().where('email', '=', 'ib@lis-trading.pl').executeTakeFirstOrThrow()
    expect(account).toMatchObject({
      partner_type: 'ib',
      partner_company: 'Lis Trading',
      partner_website: 'https://lis-trading.pl',
    })

    const application = await t.call(apiPaths.partnerApplication, {}, { Authorization: token })
    expect(application.json.dt.application).toMatchObject({
      type: 'ib',
      company: 'Lis Trading',
      website: 'https://lis-trading.pl',
      model: '',
      status: 'draft',
      submittedAt: null,
    })

    // Continued in the user centre: the kind of partner stays what the draft says.
    const saved = await t.call(
      apiPaths.partnerUpdate,
      { type: 'ib', company: 'Lis Trading', website: 'https://lis-trading.pl', model: 'rebate' },
      { Authorization: token },
    )
    expect(saved.json.dt.application).toMatchObject({ type: 'ib', model: 'rebate' })
  })

  it('takes a website alone for an affiliate', async () => {
    const t = await createTestApp()
    const { token } = await signUp(t, 'aff@example.de', { type: 'affiliate', website: 'https://fx-blog.example' })
    const application = await t.call(apiPaths.partnerApplication, {}, { Authorization: token })
    expect(application.json.dt.application).toMatchObject({ type: 'affiliate', company: '', website: 'https://fx-blog.example' })
  })

  it('leaves a client sign-up without partner details and without an application', async () => {
    const t = await createTestApp()
    const { pending, token } = await signUp(t, 'client@example.de')
    expect(pending).toMatchObject({ partner_type: null, partner_company: null, partner_website: null })
    const application = await t.call(apiPaths.partnerApplication, {}, { Authorization: token })
    expect(application.json.dt).toEqual({ application: null })
  })

  it('refuses a partner without a known kind, or with neither company nor website', async () => {
    const t = await createTestApp()
    for (const partner of [
      { type: 'broker', company: 'Lis Trading' },
      { type: 'ib' },
      { type: 'ib', company: ' ', website: '' },
    ]) {
      const answer = await t.call(apiPaths.signUpFirstStep, { email: 'ib@example.de', ...details, partner })
      expect(answer.json).toMatchObject({ res: 0, ec: errorCodes.invalidPayload })
    }
    expect(await t.count('pending_signups')).toBe(0)
  })
})
