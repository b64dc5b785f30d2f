import { errorCodes } from '../../../src/contract/envelope'
import type { AnswerOf, InputOf } from '../../../src/contract/operations'
import type { apiPaths } from '../../../src/contract/paths'
import type { Caller } from '../../api/context'
import { type Outcome, refusal, success } from '../../outcome'
import type { RateLimits } from '../../rate-limits'
import type { PartnersRepo } from './repo'

type Paths = typeof apiPaths
const day = 86_400_000

/** Partner leads from the public form and applications from signed-in users. */
export function partnersService(repo: PartnersRepo, limits: RateLimits, clock: () => Date) {
  /** The routes only call the signed-in operations with a user (requireUser). */
  const userOf = (caller: Caller) => caller.userId!
  return {
    /** One lead per e-mail address and day: a repeated submission answers with the lead already stored. */
    async submitLead(input: InputOf<Paths['partnerLead']>, caller: Caller): Promise<Outcome<AnswerOf<Paths['partnerLead']>>> {
      if (!(await limits.leadByAddress.attempt(caller.address))) return refusal(errorCodes.rateLimited)
      return success({ id: await repo.saveLeadOncePer(new Date(clock().getTime() - day), input) })
    },

    async saveDraft(input: InputOf<Paths['partnerUpdate']>, caller: Caller): Promise<Outcome<AnswerOf<Paths['partnerUpdate']>>> {
      const application = await repo.saveDraft(userOf(caller), input)
      return application ? success({ application }) : refusal(errorCodes.applicationSubmitted)
    },

    async submit(caller: Caller): Promise<Outcome<AnswerOf<Paths['partnerSubmit']>>> {
      const application = await repo.submit(userOf(caller))
      if (application) return success({ application })
      // Why not, for the user: there is no draft, it was submitted already, or nothing is filled in.
      const current = await repo.findApplication(userOf(caller))
      if (!current) return refusal(errorCodes.nothingToSubmit)
      return refusal(current.status === 'submitted' ? errorCodes.applicationSubmitted : errorCodes.applicationEmpty)
    },

    async application(caller: Caller): Promise<Outcome<AnswerOf<Paths['partnerApplication']>>> {
      return success({ application: await repo.findApplication(userOf(caller)) })
    },
  }
}

export type PartnersService = ReturnType<typeof partnersService>
