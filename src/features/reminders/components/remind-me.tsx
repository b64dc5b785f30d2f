import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import { reminderLeadMinutes } from '~/contract/event-reminders'
import type { CalendarEvent } from '~/contract/market-data'
import { useLocale } from '~/lib/use-locale'
import { failureMessage, useSubmit } from '~/lib/use-submit'
import type { PushAccess } from '~/lib/web-push'
import { remindersApi } from '../api'
import { reminderKeys } from '../queries'
import { leadName } from './lead-names'

/**
 * A bell beside an upcoming event: a small dialog asks how long before the release to remind,
 * and whether to send the figure once it is out. The browser's permission is asked on saving.
 */
export function RemindMe({ event, name, push }: { event: CalendarEvent; name: string; push: PushAccess }) {
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
  if (Date.parse(event.time) <= Date.now()) return null

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

  return (
    <>
      <button type="button" className="icon-button" onClick={() => dialog.current?.showModal()}>
        <BellIcon />
        <span className="visually-hidden">{t`Remind me: ${name}`}</span>
      </button>
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
    </>
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
