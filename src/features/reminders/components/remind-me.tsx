import { useLingui } from '@lingui/react/macro'
import type { CalendarEvent } from '~/contract/market-data'

/**
 * The bell beside an upcoming event: a button and nothing else (no state, no listener but its
 * click, no child element), so a page of rows hydrates and lays out quickly; the one dialog
 * (reminder-dialog.tsx) does the asking.
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
  // The bell is drawn by the style sheet (.remind-me::before), not an inline SVG.
  return (
    <button
      type="button"
      className="icon-button remind-me"
      aria-label={t`Remind me: ${name}`}
      onClick={() => onChoose(event, name)}
    />
  )
}
