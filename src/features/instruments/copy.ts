import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Market } from '~/config/instruments'
import { weekdayNames } from '~/config/weekday-names'
import type { CandlePeriod } from '~/contract/market-data'

export const marketNames: Record<Market, MessageDescriptor> = {
  forex: msg`Forex`,
  metals: msg`Metals`,
  energy: msg`Energy`,
  indices: msg`Spot indices`,
}

/** Every day of the week in `Date#getDay()` order (Sunday first), for the trading hours. */
export const dayNames: readonly MessageDescriptor[] = [
  msg`Sunday`,
  weekdayNames.monday,
  weekdayNames.tuesday,
  weekdayNames.wednesday,
  weekdayNames.thursday,
  weekdayNames.friday,
  msg`Saturday`,
]

/** The timeframes as a trader reads them on the switch, and in full for screen readers and the table. */
export const periodLabels: Record<CandlePeriod, { short: MessageDescriptor; long: MessageDescriptor }> = {
  '1m': { short: msg`1m`, long: msg`1 minute` },
  '5m': { short: msg`5m`, long: msg`5 minutes` },
  '15m': { short: msg`15m`, long: msg`15 minutes` },
  '1h': { short: msg`1h`, long: msg`1 hour` },
  '4h': { short: msg`4h`, long: msg`4 hours` },
  '1D': { short: msg`1D`, long: msg`1 day` },
}
