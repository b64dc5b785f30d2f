import { useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { intlLocale } from '~/lib/locale-path'
import { dateTimeFormat } from '~/lib/number-format'
import { useHydrated } from '~/lib/use-hydrated'
import { useLocale } from '~/lib/use-locale'
import { useSubmit } from '~/lib/use-submit'
import type { PushAccess } from '~/lib/web-push'
import { remindersApi } from '../api'
import { reminderKeys, reminderQueries } from '../queries'
import { leadName } from './lead-names'

/**
 * This browser's event reminders, like its price alerts: what, when, whether it was sent, and a
 * button to remove it. Nothing shows until the browser has a push subscription.
 */
export function EventReminders({ push, nameOf }: { push: PushAccess; nameOf: (title: string) => string }) {
  const { t, i18n } = useLingui()
  const locale = intlLocale[useLocale()]
  const hydrated = useHydrated()
  const queryClient = useQueryClient()
  const [error, setError] = useState('')
  const endpoint = useQuery({
    queryKey: ['push-endpoint'],
    queryFn: async () => (push.availability() === 'unavailable' ? null : ((await push.endpoint()) ?? null)),
    enabled: hydrated,
    staleTime: Number.POSITIVE_INFINITY,
  })
  const list = useQuery({ ...reminderQueries.list(endpoint.data ?? ''), enabled: Boolean(endpoint.data) })
  const removal = useSubmit((id: string) => remindersApi.remove(endpoint.data!, id), {
    onError: (failure) => setError(failure.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reminderKeys.all }),
  })
  if (!endpoint.data || !list.data || list.data.length === 0) return null

  const remove = (id: string) => {
    setError('')
    removal.mutate(id)
  }
  const when = (iso: string) =>
    dateTimeFormat(locale, { weekday: 'short', day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' }).format(
      new Date(iso),
    )

  return (
    <section className="event-reminders" aria-labelledby="event-reminders-title">
      <h3 id="event-reminders-title">{t`Your reminders`}</h3>
      <ul className="reminder-list">
        {list.data.map((reminder) => (
          <li key={reminder.id}>
            <span>
              <strong>
                {reminder.currency} {nameOf(reminder.title)}
              </strong>{' '}
              · {when(reminder.eventTime)} · {i18n._(leadName(reminder.minutesBefore))}
              {reminder.withActual && ` · ${t`with the figure`}`} · {reminder.remindedAt ? t`sent` : t`waiting`}
            </span>
            <button type="button" className="btn btn-secondary" onClick={() => remove(reminder.id)}>
              {t`Remove`}
              <span className="visually-hidden">{` ${nameOf(reminder.title)}`}</span>
            </button>
          </li>
        ))}
      </ul>
      <p role="status" className="reminder-message">
        {error}
      </p>
    </section>
  )
}
