import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

const names: Record<number, MessageDescriptor> = {
  0: msg`At the release`,
  5: msg`5 minutes before`,
  15: msg`15 minutes before`,
  30: msg`30 minutes before`,
  60: msg`1 hour before`,
  240: msg`4 hours before`,
  1440: msg`1 day before`,
}

/** How long before the release a reminder comes, in words. */
export const leadName = (minutes: number): MessageDescriptor => names[minutes] ?? msg`At the release`
