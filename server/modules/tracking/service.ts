import { errorCodes } from '../../../src/contract/envelope'
import type { InputOf } from '../../../src/contract/operations'
import type { apiPaths } from '../../../src/contract/paths'
import type { Caller } from '../../api/context'
import { type Outcome, refusal, success } from '../../outcome'
import { type RateLimit, type RateLimits, withinLimits } from '../../rate-limits'
import type { TrackingRepo } from './repo'

type Paths = typeof apiPaths
type Nothing = Record<string, never>

/**
 * Whose allowance a statistic counts against: the device the web app names (so visitors sharing an
 * address do not share one), else the address itself.
 */
const deviceKey = (caller: Caller) => caller.device ?? `address:${caller.address}`

/**
 * W605 (where a visitor came from) and first-party page-view and outbound-link statistics. Anyone
 * may write them, so each device may add only what a person browsing could, and each address what
 * a crowd of them could: beyond either limit a write is refused and nothing is stored.
 */
export function trackingService(repo: TrackingRepo, limits: RateLimits) {
  const within = (byDevice: RateLimit, byAddress: RateLimit, caller: Caller) =>
    withinLimits(
      () => byDevice.attempt(deviceKey(caller)),
      () => byAddress.attempt(caller.address),
    )
  return {
    async marketingSource(input: InputOf<Paths['marketingSource']>, caller: Caller): Promise<Outcome<Nothing>> {
      if (!(await within(limits.visitByDevice, limits.visitByAddress, caller))) return refusal(errorCodes.rateLimited)
      await repo.saveVisit(caller.device ?? '', input)
      return success({})
    },
    async pageView(input: InputOf<Paths['pageView']>, caller: Caller): Promise<Outcome<Nothing>> {
      if (!(await within(limits.pageViewByDevice, limits.pageViewByAddress, caller))) return refusal(errorCodes.rateLimited)
      await repo.savePageView(input)
      return success({})
    },
    async outboundClick(input: InputOf<Paths['outboundClick']>, caller: Caller): Promise<Outcome<Nothing>> {
      if (!(await within(limits.outboundClickByDevice, limits.outboundClickByAddress, caller)))
        return refusal(errorCodes.rateLimited)
      await repo.saveOutboundClick(input)
      return success({})
    },
  }
}

export type TrackingService = ReturnType<typeof trackingService>
