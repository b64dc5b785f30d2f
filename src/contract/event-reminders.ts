import type { MessageDescriptor } from '@lingui/core'
import * as v from 'valibot'
import { timestamp } from './fields'
import { locales } from './locales'
import { pushSubscriptionPayload } from './push'

/**
 * Reminders of calendar events by Web Push (./push.ts), on the same browser subscription as price alerts:
 * a push N minutes before the release and, if asked, one with the figure once it is published.
 */
export const maxRemindersPerSubscription = 50
export const reminderLeadMinutes = [0, 5, 15, 30, 60, 240, 1440] as const

const subscription = pushSubscriptionPayload

export const createReminderPayload = v.object({
  subscription,
  eventId: v.pipe(v.string(), v.regex(/^[a-z0-9-]{3,70}-\d{4}-\d{2}-\d{2}$/)),
  minutesBefore: v.picklist(reminderLeadMinutes),
  withActual: v.boolean(),
  language: v.picklist(locales),
})
export const listRemindersPayload = v.object({ endpoint: subscription.entries.endpoint })
export const removeReminderPayload = v.object({ endpoint: subscription.entries.endpoint, id: v.pipe(v.string(), v.uuid()) })

export const eventReminder = v.object({
  id: v.string(),
  eventId: v.string(),
  /** The English name and currency, as the calendar list sends them; the web app translates the name. */
  title: v.string(),
  currency: v.string(),
  eventTime: timestamp,
  minutesBefore: v.number(),
  withActual: v.boolean(),
  createdAt: timestamp,
  /** When the reminder was pushed; null while it waits. */
  remindedAt: v.nullable(timestamp),
  /** When the published figure was pushed. */
  actualSentAt: v.nullable(timestamp),
})
export type EventReminder = v.InferOutput<typeof eventReminder>

export const reminderAnswer = v.object({ reminder: eventReminder })
export const reminderListAnswer = v.object({ reminders: v.array(eventReminder) })
export const removedReminderAnswer = v.object({ id: v.string() })

/** The push texts, translated on the server in the reminder's language (explicit ids: no macro there). */
export const reminderMessages: Record<'title' | 'soon' | 'now' | 'published', MessageDescriptor> = {
  title: /*i18n*/ { id: 'reminder.title', message: '{currency}: {name}' },
  soon: /*i18n*/ { id: 'reminder.soon', message: 'Released in {minutes} min, at {time}. Forecast: {forecast}.' },
  now: /*i18n*/ { id: 'reminder.now', message: 'Released now. Forecast: {forecast}.' },
  published: /*i18n*/ { id: 'reminder.published', message: 'Published: {actual}. Forecast: {forecast}, previous: {previous}.' },
}
