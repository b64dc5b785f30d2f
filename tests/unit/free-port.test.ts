// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { freePort } from '../../scripts/test-support/local-services'

describe('freePort', () => {
  it('never hands out the same port twice in one process, though the system offers ports again', async () => {
    // A thousand probes of some 28,000 ephemeral ports: without the record, repeats are all but certain.
    const ports: number[] = []
    for (let probe = 0; probe < 1000; probe++) ports.push(await freePort())
    expect(new Set(ports).size).toBe(ports.length)
  })
})
