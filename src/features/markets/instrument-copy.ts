import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Session } from '~/config/instruments'

/** Trading hours per session, in UTC (the server's time zone for the simulated feed). */
export const sessionHours: Record<Session, MessageDescriptor> = {
  fx: msg`24 hours, Sunday 22:00 to Friday 22:00 UTC`,
  metals: msg`Sunday 23:00 to Friday 22:00 UTC, daily break 22:00–23:00`,
  energy: msg`Sunday 23:00 to Friday 22:00 UTC, daily break 22:00–23:00`,
  'us-index': msg`Sunday 23:00 to Friday 22:00 UTC, daily break 22:00–23:00`,
  'eu-index': msg`Monday to Friday 07:00–21:00 UTC`,
  'asia-index': msg`Monday to Friday 01:15–08:30 UTC`,
}
