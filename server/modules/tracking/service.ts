import { errorCodes } from '../../../src/contract/envelope'
import type { InputOf } from '../../../src/contract/operations'
import type { apiPaths } from '../../../src/contract/paths'
import type { Caller } from '../../api/context'
import { type Outcome, refusal, success } from '../../outcome'
import type { RateLimits } from '../../rate-limits'
import type { TrackingRepo } from './repo'

type Paths = typeof apiPaths
type Nothing = Record<string, never>

/**
 * W605 (where a visitor came from) and first-party page-view and outbound-link statistics. Anyone
 * may write them, so each address may add only what a person browsing could: beyond its limit a
 * write is refused and nothing is stored.
 */
export function trackingService(repo: TrackingRepo, limits: RateLimits) {
  return {
    async marketingSource(input: InputOf<Paths['marketingSource']>, caller: Caller): Promise<Outcome<Nothing>> {
      if (!(await limits.visitByAddress.attempt(caller.address))) return refusal(errorCodes.rateLimited)
      await repo.saveVisit(caller.device ?? '', input)
      return success({})
    },
    async pageView(input: InputOf<Paths['pageView']>, caller: Caller): Promise<Outcome<Nothing>> {
      if (!(await limits.pageViewByAddress.attempt(caller.address))) return refusal(errorCodes.rateLimited)
      await repo.savePageView(input)
      return success({})
    },
    async outboundClick(input: InputOf<Paths['outboundClick']>, caller: Caller): Promise<Outcome<Nothing>> {
      if (!(await limits.outboundClickByAddress.attempt(caller.address))) return refusal(errorCodes.rateLimited)
      await repo.saveOutboundClick(input)
      return success({})
    },
  }
}

export type TrackingService = ReturnType<typeof trackingService>
