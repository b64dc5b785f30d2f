// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../../scripts/test-support/test-app'
import { cookiePolicyVersion } from '../../../src/config/legal-documents'
import { errorCodes } from '../../../src/contract/envelope'
import { apiPaths } from '../../../src/contract/paths'
import { trustedProxies } from '../../client-address'
import { purgeExpired } from '../../retention'

const day = 86_400_000
const device = (n: number) => ({ IMEI: `0b7e3c1a-52d4-4f6e-9a81-${String(n).padStart(12, '0')}` })
const choice = (categories: string[], chosenAt = new Date().toISOString()) => ({
  categories,
  policyVersion: cookiePolicyVersion,
  chosenAt,
  language: 'de',
})

describe('consent records', () => {
  it('keep the device, the categories, the policy version, the time and the language, and no address', async () => {
    const t = await createTestApp(undefined, { trustProxy: trustedProxies('1') })
    const headers = { ...device(1), 'X-Forwarded-For': '203.0.113.77', 'User-Agent': 'Mozilla/5.0 (X11; Linux) Firefox/140.0' }
    const chosenAt = new Date(Date.now() - 60_000).toISOString()
    const accepted = await t.call(apiPaths.consentRecord, choice(['necessary', 'analytics'], chosenAt), headers)
    expect(accepted.json).toMatchObject({ res: 1, dt: {} })
    t.advance(5 * 60_000)
    // Withdrawn later in "Cookie settings": a new record, the first one stays as it was.
    expect((await t.call(apiPaths.consentRecord, choice(['necessary']), headers)).json.res).toBe(1)

    const rows = await t.db.selectFrom('consent_records').selectAll().orderBy('id').execute()
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        imei: device(1).IMEI,
        categories: 'necessary analytics',
        policy_version: cookiePolicyVersion,
        language: 'de',
        chosen_at: chosenAt,
        recorded_at: expect.any(String),
      },
      expect.objectContaining({ imei: device(1).IMEI, categories: 'necessary' }),
    ])
    const stored = JSON.stringify(rows)
    expect(stored).not.toContain('203.0.113')
    expect(stored).not.toContain('Firefox')
  })

  it('date a choice no later than its arrival, whatever the device clock says', async () => {
    const t = await createTestApp()
    const future = new Date(Date.now() + 30 * day).toISOString()
    expect((await t.call(apiPaths.consentRecord, choice(['necessary'], future), device(2))).json.res).toBe(1)
    const row = await t.db.selectFrom('consent_records').selectAll().executeTakeFirstOrThrow()
    expect(row.chosen_at).toBe(row.recorded_at)
  })

  it('refuse unknown, repeated or missing categories with a message in the caller language', async () => {
    const t = await createTestApp()
    const german = { ...device(3), Language: 'de' }
    for (const categories of [['necessary', 'advertising'], ['analytics'], ['necessary', 'necessary'], []]) {
      const answer = await t.call(apiPaths.consentRecord, choice(categories), german)
      expect(answer.status).toBe(400)
      expect(answer.json.ec).toBe(errorCodes.invalidPayload)
      expect(answer.json.msg).toMatch(/^Einige Angaben fehlen oder sind ungültig.*\(categories/)
    }
    const badVersion = await t.call(apiPaths.consentRecord, { ...choice(['necessary']), policyVersion: 'latest' }, german)
    expect(badVersion.json.ec).toBe(errorCodes.invalidPayload)
    expect(await t.db.selectFrom('consent_records').selectAll().execute()).toEqual([])
  })

  it('refuse a choice that names no device, since it could not show whose choice it was', async () => {
    const t = await createTestApp()
    const answer = await t.call(apiPaths.consentRecord, choice(['necessary']), { IMEI: 'not-a-uuid', Language: 'pl' })
    expect(answer.json).toMatchObject({ res: 0, ec: errorCodes.consentWithoutDevice })
    expect(answer.json.msg).toMatch(/plików cookie/)
    expect(await t.db.selectFrom('consent_records').selectAll().execute()).toEqual([])
  })

  it('limit how often one device records a choice', async () => {
    const t = await createTestApp()
    for (let i = 0; i < 20; i++) expect((await t.call(apiPaths.consentRecord, choice(['necessary']), device(4))).json.res).toBe(1)
    expect((await t.call(apiPaths.consentRecord, choice(['necessary']), device(4))).status).toBe(429)
    expect((await t.call(apiPaths.consentRecord, choice(['necessary']), device(5))).json.res).toBe(1)
  })

  it('are deleted three years after the choice by the retention job', async () => {
    const t = await createTestApp()
    await t.call(apiPaths.consentRecord, choice(['necessary', 'analytics']), device(6))
    t.advance(400 * day)
    await t.call(apiPaths.consentRecord, choice(['necessary']), device(6))
    const now = () => new Date(Date.now())
    t.advance(3 * 365 * day - 400 * day)
    expect(await purgeExpired(t.db, now())).toMatchObject({ consentRecords: 0 })
    t.advance(2 * day)
    expect(await purgeExpired(t.db, now())).toMatchObject({ consentRecords: 1 })
    const left = await t.db.selectFrom('consent_records').select('categories').execute()
    expect(left).toEqual([{ categories: 'necessary' }])
  })
})
