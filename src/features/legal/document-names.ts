import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { LegalDocument, LegalDocumentGroup, LegalPolicy } from '~/config/legal-documents'

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

export const documentGroupNames: Record<LegalDocumentGroup, MessageDescriptor> = {
  policies: msg`Policies and disclosures`,
  execution: msg`Execution quality`,
  pillar3: msg`Regulatory disclosures (Pillar III)`,
}

/** A document's name in the page's language; periodic reports carry their year. */
export function documentName(document: LegalDocument): MessageDescriptor {
  if (document.kind === 'policy') return documentNames[document.policy]
  // A string, so that no language writes the year with a thousands separator.
  const year = String(document.year)
  switch (document.kind) {
    case 'execution-statement':
      return msg`Execution quality statement ${year}`
    case 'rts28-data':
      return msg`Top five execution venues ${year} (RTS 28 data)`
    case 'rts27-data':
      return msg`Quarterly execution quality data ${year} (RTS 27 data)`
    case 'pillar3':
      return msg`Pillar III disclosures ${year}`
  }
}
