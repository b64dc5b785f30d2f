// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../scripts/test-support/test-app'
import { refusalCounts, refusalsSince } from './refusal-counts'

describe('refusal counts', () => {
  it('add up what several instances counted, per limit and day', async () => {
    const t = await createTestApp()
    let now = new Date('2026-11-25T23:59:00Z')
    const clock = () => now
    const first = refusalCounts(t.db, clock)
    const second = refusalCounts(t.db, clock)
    for (let i = 0; i < 3; i++) first.count('page-view-device')
    second.count('page-view-device')
    second.count('login-failures-pair')
    now = new Date('2026-11-26T00:01:00Z')
    first.count('page-view-device')
    await Promise.all([first.flush(), second.flush()])
    second.count('login-failures-pair')
    await second.flush()
    // A flush with nothing new writes nothing.
    await first.flush()
    expect(await refusalsSince(t.db, '2026-11-01')).toEqual([
      { day: '2026-11-26', limit_name: 'login-failures-pair', refused: 1 },
      { day: '2026-11-26', limit_name: 'page-view-device', refused: 1 },
      { day: '2026-11-25', limit_name: 'page-view-device', refused: 4 },
      { day: '2026-11-25', limit_name: 'login-failures-pair', refused: 1 },
    ])
    expect(await refusalsSince(t.db, '2026-11-26')).toHaveLength(2)
  })

  it('keep the counts for the next flush while the database does not answer', async () => {
    const t = await createTestApp()
    const clock = () => new Date('2026-11-25T12:00:00Z')
    const logged: string[] = []
    const counts = refusalCounts(t.db, clock, (line) => logged.push(line))
    counts.count('visit-device')
    await t.db.schema.alterTable('rate_limit_refusals').renameTo('rate_limit_refusals_away').execute()
    await counts.flush()
    expect(logged).toHaveLength(1)
    await t.db.schema.alterTable('rate_limit_refusals_away').renameTo('rate_limit_refusals').execute()
    counts.count('visit-device')
    await counts.flush()
    expect(await refusalsSince(t.db, '2026-11-25')).toEqual([{ day: '2026-11-25', limit_name: 'visit-device', refused: 2 }])
  })
})
