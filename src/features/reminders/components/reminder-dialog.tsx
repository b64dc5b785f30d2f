import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import { reminderLeadMinutes } from '~/contract/event-reminders'
import type { CalendarEvent } from '~/contract/market-data'
import { useLocale } from '~/lib/use-locale'
import { failureMessage, useSubmit } from '~/lib/use-submit'
import type { PushAccess } from '~/lib/web-push'
import { remindersApi } from '../api'
import { reminderKeys } from '../queries'
import { leadName } from './lead-names'

/**
 * The one reminder dialog of the calendar, for the event whose bell was tapped: how long before the
 * release to remind, and whether to send the figure once it is out. The browser's permission is
 * asked on saving. One dialog for the page, loaded on the first tap, instead of one per row: the
 * rows then hydrate with no state, mutation or form of their own (docs/architecture.md, section 9).
 */
export function ReminderDialog({
  event,
  name,
  push,
  onClose,
}: {
  event: CalendarEvent
  name: string
  push: PushAccess
  /** Called once the dialog has closed (saved, cancelled or dismissed). */
  onClose: () => void
}) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const queryClient = useQueryClient()
  const dialog = useRef<HTMLDialogElement>(null)
  const ids = { title: useId(), lead: useId(), figure: useId() }
  const [lead, setLead] = useState<(typeof reminderLeadMinutes)[number]>(15)
  const [withActual, setWithActual] = useState(event.unit !== null)
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const createReminder = useSubmit(remindersApi.create)

  const save = async () => {
    setBusy(true)
    setMessage('')
    try {
      if (push.availability() !== 'available') {
        setMessage(
          push.availability() === 'blocked'
            ? t`Notifications are blocked for this site. Allow them in your browser's site settings to get reminders.`
            : t`This browser cannot show notifications, so it cannot remind you.`,
        )
        return
      }
      let subscription: PushSubscriptionJSON
      try {
        subscription = await push.subscribe()
      } catch (error) {
        setMessage(
          (error as Error).message === 'failed'
            ? t`Your browser could not sign up for notifications just now. Please try again later.`
            : t`Reminders need your permission to show notifications. Save again and choose Allow.`,
        )
        return
      }
      try {
        await createReminder.mutateAsync({
          subscription: subscription as never,
          eventId: event.id,
          minutesBefore: lead,
          withActual,
          language: locale,
        })
      } catch (error) {
        setMessage(failureMessage(error))
        return
      }
      await queryClient.invalidateQueries({ queryKey: reminderKeys.all })
      await queryClient.invalidateQueries({ queryKey: ['push-endpoint'] })
      dialog.current?.close()
    } finally {
      setBusy(false)
    }
  }

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    element.showModal()
    element.addEventListener('close', onClose)
    return () => element.removeEventListener('close', onClose)
  }, [onClose])

  return (
    <dialog ref={dialog} className="reminder-dialog" aria-labelledby={ids.title}>
      <form
        method="dialog"
        onSubmit={(e) => {
          e.preventDefault()
          void save()
        }}
      >
        <h3 id={ids.title}>{t`Remind me: ${name}`}</h3>
        <div className="form-field">
          <label htmlFor={ids.lead}>{t`When`}</label>
          <select id={ids.lead} value={lead} onChange={(e) => setLead(Number(e.target.value) as typeof lead)}>
            {reminderLeadMinutes.map((minutes) => (
              <option key={minutes} value={minutes}>
                {i18n._(leadName(minutes))}
              </option>
            ))}
          </select>
        </div>
        {event.unit !== null && (
          <label className="checkbox-field" htmlFor={ids.figure}>
            <input id={ids.figure} type="checkbox" checked={withActual} onChange={(e) => setWithActual(e.target.checked)} />
            {t`Also tell me the figure when it is published`}
          </label>
        )}
        <p role="status" className="reminder-message">
          {message}
        </p>
        <div className="dialog-actions">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t`Save reminder`}
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => dialog.current?.close()}>
            {t`Cancel`}
          </button>
        </div>
      </form>
    </dialog>
  )
}
