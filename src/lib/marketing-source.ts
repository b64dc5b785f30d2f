/**
 * Where a visitor came from (spec section 3, marketing-source payload). The first page of a visit
 * keeps the referrer under `referrer` and the UTM parameters in session storage; every later call
 * that reports the source reads them back, so they survive navigation within the visit.
 */
import type { MarketingSource } from '../contract/tracking'
import { sessionValues } from './storage'

const referrerKey = 'referrer'
const utmKey = 'utm'

interface Utm {
  keywords: string
  group: string
  campaign: string
  medium: string
  source: string
}

/** Runs on every page view; only the first landing of a visit (or a new campaign link) is recorded. */
export function captureLanding(location: Location = window.location, documentReferrer = document.referrer): void {
  const params = new URLSearchParams(location.search)
  const hasCampaign = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'].some((key) => params.has(key))
  if (sessionValues.get(referrerKey) === undefined) {
    const external = documentReferrer && !documentReferrer.startsWith(location.origin) ? documentReferrer : ''
    sessionValues.set(referrerKey, external)
  }
  if (hasCampaign || sessionValues.get(utmKey) === undefined) {
    const utm: Utm = {
      source: params.get('utm_source') ?? '',
      medium: params.get('utm_medium') ?? '',
      campaign: params.get('utm_campaign') ?? '',
      keywords: params.get('utm_term') ?? '',
      group: params.get('utm_content') ?? '',
    }
    sessionValues.set(utmKey, JSON.stringify(utm))
  }
}

export function readMarketingSource(location: Location = window.location, title = document.title): MarketingSource {
  let utm: Utm = { keywords: '', group: '', campaign: '', medium: '', source: '' }
  try {
    utm = { ...utm, ...JSON.parse(sessionValues.get(utmKey) ?? '{}') }
  } catch {
    // A damaged entry counts as a visit without a campaign.
  }
  return { ...utm, url: location.href, referer: sessionValues.get(referrerKey) ?? '', title }
}
