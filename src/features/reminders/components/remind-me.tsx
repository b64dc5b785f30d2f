import { useLingui } from '@lingui/react/macro'
import type { CalendarEvent } from '~/contract/market-data'

/**
 * The bell beside an upcoming event: a button and nothing else (no state, no listener but its
 * click), so sixty rows hydrate quickly; the one dialog (reminder-dialog.tsx) does the asking.
 */
export function RemindMe({
  event,
  name,
  onChoose,
}: {
  event: CalendarEvent
  name: string
  onChoose: (event: CalendarEvent, name: string) => void
}) {
  const { t } = useLingui()
  if (Date.parse(event.time) <= Date.now()) return null
  return (
    <button type="button" className="icon-button" onClick={() => onChoose(event, name)}>
      <BellIcon />
      <span className="visually-hidden">{t`Remind me: ${name}`}</span>
    </button>
  )
}

function BellIcon() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4z" />
      <path d="M10 20a2 2 0 0 0 4 0" />
    </svg>
  )
}
