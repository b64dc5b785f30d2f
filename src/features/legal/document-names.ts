import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { LegalPolicy } from '~/config/legal-documents'

export const documentNames: Record<LegalPolicy, MessageDescriptor> = {
  'client-categorisation': msg`Client categorisation policy`,
  'conflicts-of-interest': msg`Conflicts of interest policy`,
  'complaints-handling': msg`Complaints handling procedure`,
  'kid-forex': msg`Key information document: forex CFDs`,
  'kid-commodities': msg`Key information document: commodity CFDs`,
  'kid-indices': msg`Key information document: index CFDs`,
  'cookie-policy': msg`Cookie policy`,
  'investor-compensation': msg`Investor compensation fund`,
  'leverage-policy': msg`Leverage policy`,
  'order-execution': msg`Order execution policy`,
  'privacy-policy': msg`Privacy policy`,
  'risk-disclosure': msg`Risk disclosure`,
  'trading-terms': msg`Trading terms and conditions`,
}
