// @vitest-environment node

import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { errorCodes } from '../../../src/contract/envelope'
import { apiPaths } from '../../../src/contract/paths'
import { createTestApp } from '../../test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeEach(async () => {
  t = await createTestApp()
})
afterEach(() => t.close())

describe('an indicator’s history (W208)', () => {
  it('answers the last 24 releases, oldest first, and the next one', async () => {
    const { json } = await t.call(apiPaths.indicatorHistory, { indicator: 'us-nonfarm-payrolls' })
    expect(json.res).toBe(1)
    const { past, next, generatedAt } = json.dt
    expect(past).toHaveLength(24)
    expect(past.map((e: { time: string }) => e.time)).toEqual([...past.map((e: { time: string }) => e.time)].sort())
    expect(
      past.every((e: { actual: number | null; event: string }) => e.actual !== null && e.event === 'us-nonfarm-payrolls'),
    ).toBe(true)
    expect(next.time > generatedAt).toBe(true)
    expect(next.actual).toBeNull()
    expect(past.at(-1).time < generatedAt).toBe(true)
  })

  it('an unknown indicator is an unknown address; a malformed one is refused', async () => {
    const unknown = await t.call(apiPaths.indicatorHistory, { indicator: 'us-crystal-ball' })
    expect(unknown.json).toMatchObject({ res: 0, ec: errorCodes.unknownPath })
    const malformed = await t.call(apiPaths.indicatorHistory, { indicator: '../../etc' })
    expect(malformed.json).toMatchObject({ res: 0, ec: errorCodes.invalidPayload })
  })
})
