import { errorCodes } from '../../../src/contract/envelope'
import type { InputOf } from '../../../src/contract/operations'
import type { apiPaths } from '../../../src/contract/paths'
import type { Caller } from '../../api/context'
import { type Outcome, refusal, success } from '../../outcome'
import { type RateLimits, withinLimits } from '../../rate-limits'
import type { ConsentRepo } from './repo'

type Paths = typeof apiPaths
type Nothing = Record<string, never>

/**
 * Keeps each cookie choice, so the operator can show that a visitor consented (GDPR Art. 7(1)) and
 * when they withdrew. A record names the device and nothing else about the visitor: not the
 * address (it is used for the rate limit only, never stored) and not the browser.
 */
export function consentService(repo: ConsentRepo, limits: RateLimits, clock: () => Date) {
  return {
    async record(input: InputOf<Paths['consentRecord']>, caller: Caller): Promise<Outcome<Nothing>> {
      // A choice that names no device could never be matched to the visitor who made it.
      if (!caller.device) return refusal(errorCodes.consentWithoutDevice)
      const allowed = await withinLimits(
        () => limits.consentByDevice.attempt(caller.device ?? ''),
        () => limits.consentByAddress.attempt(caller.address),
      )
      if (!allowed) return refusal(errorCodes.rateLimited)
      // A choice made offline is sent later and keeps the time it was made; a device whose clock
      // runs ahead cannot date a choice after it arrived.
      const now = clock()
      const chosenAt = new Date(Math.min(Date.parse(input.chosenAt), now.getTime())).toISOString()
      await repo.save(caller.device, input, chosenAt, now.toISOString())
      return success({})
    },
  }
}

export type ConsentService = ReturnType<typeof consentService>
