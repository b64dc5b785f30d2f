import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ClosureReason } from '~/contract/market-closures'

/**
 * The holidays' names. The English texts are those of the calendar's bank holidays, by which the
 * server's iCalendar feed looks them up in the same catalogs (server/modules/hours/service.ts).
 */
export const holidayNames: Record<Exclude<ClosureReason, 'bank-holiday'>, MessageDescriptor> = {
  christmas: msg`Christmas Day`,
  'christmas-eve': msg`Christmas Eve`,
  'new-year': msg`New Year's Day`,
  thanksgiving: msg`Thanksgiving Day`,
  'day-after-thanksgiving': msg`Day after Thanksgiving`,
  'boxing-day': msg`Boxing Day`,
}
export const bankHoliday = msg`Bank holiday`
