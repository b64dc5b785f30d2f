import { v4 as uuid } from 'uuid'
import { errorCodes } from '../../../src/contract/envelope'
import { type EventReminder, maxRemindersPerSubscription, reminderMessages } from '../../../src/contract/event-reminders'
import { isLocale, type Locale } from '../../../src/contract/locales'
import { type CalendarEvent, inCalendarWindow } from '../../../src/contract/market-data'
import type { AnswerOf, InputOf } from '../../../src/contract/operations'
import type { apiPaths } from '../../../src/contract/paths'
import type { PushMessage } from '../../../src/contract/push'
import { intlLocale, localizedPath } from '../../../src/lib/locale-path'
import type { Caller } from '../../api/context'
import type { CalendarSource } from '../../feeds/calendar/source'
import { translate } from '../../i18n/messages'
import { type Outcome, refusal, success } from '../../outcome'
import { perAddressCap, roomToWait } from '../../push/caps'
import { jobRunner } from '../../push/job-runner'
import { pushKeysValid } from '../../push/push-keys'
import { endpointAllowed, type PushSender } from '../../push/push-sender'
import { forEachBounded } from '../../push/send-pool'
import type { RateLimits } from '../../rate-limits'
import type { ReminderRow, RemindersRepo } from './repo'

type Paths = typeof apiPaths
const day = 86_400_000

/** The push service of an endpoint, for the send pool's per-service bound (an unreadable one shares a slot). */
function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host
  } catch {
    return ''
  }
}

/** One address may hold a few subscriptions' worth of reminders, however many endpoints it invents (server/push/caps.ts). */
export const maxRemindersPerAddress = perAddressCap(maxRemindersPerSubscription)

function toReminder(row: ReminderRow, event: Pick<CalendarEvent, 'title' | 'currency'>): EventReminder {
  return {
    id: row.id,
    eventId: row.event_id,
    title: event.title,
    currency: event.currency,
    eventTime: row.event_time,
    minutesBefore: row.minutes_before,
    withActual: row.with_actual === 1,
    createdAt: row.created_at,
    remindedAt: row.reminded_at,
    actualSentAt: row.actual_sent_at,
  }
}

/**
 * Reminders of calendar events: stored per push subscription (the endpoint is the visitor's key,
 * as for price alerts), pushed once when their time comes, and once more with the figure when it
 * is published if the visitor asked for it. A job checks every 15 seconds; tests call `check`.
 */
export function remindersService(
  repo: RemindersRepo,
  calendar: CalendarSource,
  send: PushSender,
  limits: RateLimits,
  clock: () => Date,
  { allowLocalEndpoints }: { allowLocalEndpoints: boolean },
) {
  /** The event with that id, looked up around its day (ids carry the UTC day of the release), within the calendar's window. */
  function findEvent(id: string): CalendarEvent | undefined {
    const from = new Date(`${id.slice(-10)}T00:00:00Z`)
    if (Number.isNaN(from.getTime()) || !inCalendarWindow(id.slice(-10), clock())) return undefined
    return calendar.events(new Date(from.getTime() - day), new Date(from.getTime() + 2 * day)).find((e) => e.id === id)
  }

  /**
   * A reminder announces a public statistic at the time the visitor chose: it names no product, price
   * or offer and opens the indicator's page, which carries the risk warning. Unlike a price alert
   * (server/modules/alerts/service.ts) it does not promote trading, so it carries no warning of its own.
   */
  function pushFor(row: ReminderRow, event: CalendarEvent, kind: 'reminder' | 'figure'): PushMessage {
    const locale: Locale = isLocale(row.language) ? row.language : 'en'
    const number = new Intl.NumberFormat(intlLocale[locale], { maximumFractionDigits: 3 })
    const unit =
      event.unit === '%' ? ' %' : event.unit && event.unit !== 'index' ? ` ${translate({ id: event.unit }, locale)}` : ''
    const figure = (value: number | null) => (value === null ? '—' : `${number.format(value)}${unit}`)
    const time = new Intl.DateTimeFormat(intlLocale[locale], { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(
      new Date(event.time),
    )
    const fill = (text: string) =>
      text
        .replaceAll('{currency}', event.currency)
        .replaceAll('{name}', translate({ id: event.title, message: event.title }, locale))
        .replaceAll('{minutes}', String(row.minutes_before))
        .replaceAll('{time}', `${time} UTC`)
        .replaceAll('{forecast}', figure(event.forecast))
        .replaceAll('{actual}', figure(event.actual))
        .replaceAll('{previous}', figure(event.previous))
    const body =
      kind === 'figure' ? reminderMessages.published : row.minutes_before === 0 ? reminderMessages.now : reminderMessages.soon
    return {
      title: fill(translate(reminderMessages.title, locale)),
      body: fill(translate(body, locale)),
      lang: intlLocale[locale],
      url: localizedPath(locale, `/trading/calendar/${event.event}`),
      tag: `event-reminder-${row.id}-${kind}`,
    }
  }

  async function deliver(row: ReminderRow, push: PushMessage) {
    const delivery = await send(row, JSON.stringify(push))
    await repo.recordDelivery(row.id, delivery)
    if (delivery === 'gone') await repo.removeAllOf(row.endpoint)
  }

  /**
   * Pushes the reminders that are due and the figures that are out; each is claimed first, so it
   * goes once. A failure is one reminder's own (logged, the others go on), and the pushes go out
   * through the bounded pool as price alerts' do, so a slow push service delays only its own.
   */
  async function check(): Promise<void> {
    const now = clock().toISOString()
    const claimed: Array<{ row: ReminderRow; push: PushMessage }> = []
    const each = async (rows: ReminderRow[], kind: 'reminder' | 'figure') => {
      for (const row of rows) {
        try {
          const event = findEvent(row.event_id)
          if (!event || (kind === 'figure' && event.actual === null)) continue
          if (!(await (kind === 'reminder' ? repo.claimReminder(row.id) : repo.claimFigure(row.id)))) continue
          claimed.push({ row, push: pushFor(row, event, kind) })
        } catch (error) {
          logFailure(row, error)
        }
      }
    }
    await each(await repo.due(now), 'reminder')
    await each(await repo.awaitingFigure(now), 'figure')
    await forEachBounded(
      claimed,
      ({ row }) => hostOf(row.endpoint),
      ({ row, push }) => deliver(row, push).catch((error) => logFailure(row, error)),
    )
  }

  function logFailure(row: ReminderRow, error: unknown) {
    const message = error instanceof Error ? error.message : String(error)
    console.error(JSON.stringify({ t: clock().toISOString(), level: 'error', in: 'reminders', reminder: row.id, message }))
  }

  const runner = jobRunner('reminders', check, clock)

  return {
    async create(input: InputOf<Paths['reminderCreate']>, caller: Caller): Promise<Outcome<AnswerOf<Paths['reminderCreate']>>> {
      if (!(await limits.reminderByAddress.attempt(caller.address))) return refusal(errorCodes.rateLimited)
      const { subscription } = input
      if (!endpointAllowed(subscription.endpoint, allowLocalEndpoints)) return refusal(errorCodes.pushEndpointRefused)
      if (!pushKeysValid(subscription.keys)) return refusal(errorCodes.pushKeyInvalid)
      if (!inCalendarWindow(input.eventId.slice(-10), clock())) return refusal(errorCodes.dateOutOfRange)
      if (
        !(await roomToWait(repo, { endpoint: subscription.endpoint, addressKey: caller.address }, maxRemindersPerSubscription))
      ) {
        return refusal(errorCodes.tooManyWaiting)
      }
      const event = findEvent(input.eventId)
      if (!event) return refusal(errorCodes.unknownPath)
      const now = clock()
      // A release that has passed has nothing to remind of.
      if (Date.parse(event.time) <= now.getTime()) return refusal(errorCodes.invalidPayload)
      const row: ReminderRow = {
        id: uuid(),
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        event_id: event.id,
        event_time: event.time,
        minutes_before: input.minutesBefore,
        remind_at: new Date(Date.parse(event.time) - input.minutesBefore * 60_000).toISOString(),
        with_actual: input.withActual && event.unit !== null ? 1 : 0,
        language: input.language,
        created_at: now.toISOString(),
        reminded_at: null,
        actual_sent_at: null,
        delivery: null,
        address_key: caller.address,
      }
      await repo.insert(row)
      return success({ reminder: toReminder(row, event) })
    },

    async list(input: InputOf<Paths['reminderList']>): Promise<Outcome<AnswerOf<Paths['reminderList']>>> {
      const rows = await repo.listByEndpoint(input.endpoint)
      return success({
        reminders: rows.map((row) => toReminder(row, findEvent(row.event_id) ?? { title: row.event_id, currency: '' })),
      })
    },

    async remove(input: InputOf<Paths['reminderRemove']>): Promise<Outcome<AnswerOf<Paths['reminderRemove']>>> {
      return (await repo.remove(input.endpoint, input.id)) ? success({ id: input.id }) : refusal(errorCodes.unknownPath)
    },

    check,

    /** Checks every 15 seconds, one check at a time (server/push/job-runner.ts), so a slow push service never piles them up. */
    watch: (): (() => void) => runner.every(15_000),

    /** Resolves when every check started so far has finished (tests, shutdown). */
    settled: runner.settled,
  }
}

export type RemindersService = ReturnType<typeof remindersService>
