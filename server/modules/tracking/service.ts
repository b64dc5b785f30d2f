import type { InputOf } from '../../../src/contract/operations'
import type { apiPaths } from '../../../src/contract/paths'
import type { Caller } from '../../api/context'
import { type Outcome, success } from '../../outcome'
import type { TrackingRepo } from './repo'

type Paths = typeof apiPaths
type Nothing = Record<string, never>

/** W605 (where a visitor came from) and first-party page-view and outbound-link statistics. */
export function trackingService(repo: TrackingRepo) {
  return {
    async marketingSource(input: InputOf<Paths['marketingSource']>, caller: Caller): Promise<Outcome<Nothing>> {
      await repo.saveVisit(caller.device ?? '', input)
      return success({})
    },
    async pageView(input: InputOf<Paths['pageView']>): Promise<Outcome<Nothing>> {
      await repo.savePageView(input)
      return success({})
    },
    async outboundClick(input: InputOf<Paths['outboundClick']>): Promise<Outcome<Nothing>> {
      await repo.saveOutboundClick(input)
      return success({})
    },
  }
}

export type TrackingService = ReturnType<typeof trackingService>
