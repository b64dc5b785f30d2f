import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Weekday } from './instrument-specs'

/** The trading weekdays' names: the instrument page's triple-swap day and the calculators' swap nights name them alike. */
export const weekdayNames: Record<Weekday, MessageDescriptor> = {
  monday: msg`Monday`,
  tuesday: msg`Tuesday`,
  wednesday: msg`Wednesday`,
  thursday: msg`Thursday`,
  friday: msg`Friday`,
}
