import { msg } from '@lingui/core/macro'
import { findIndicator } from '~/config/economic-indicators'
import { i18n } from '~/lib/i18n'
import { pageHead } from '~/lib/page-head'
import { eventName } from './event-names'
import { countryNames } from './indicator-copy'

/**
 * The head of an indicator's page in the active language (plain data: the router sends it with
 * the page), or null for an address that names no indicator. The route loads this module only for
 * its own pages, so the indicator table stays out of every other page.
 */
export function indicatorHead(slug: string): ReturnType<ReturnType<typeof pageHead>> | null {
  const indicator = findIndicator(slug)
  if (!indicator) return null
  const name = eventName(i18n, { kind: 'release', title: indicator.title })
  const country = i18n._(countryNames[indicator.country]!)
  const currency = indicator.currency
  return pageHead({
    title: msg`${name} (${country}): release dates and history`,
    description: msg`${name} for ${country}: what it measures, who publishes it, why it moves the ${currency}, its last releases against the forecast and the next release date.`,
    keywords: msg`${name}, economic calendar, ${currency}, forecast, actual`,
  })()
}
