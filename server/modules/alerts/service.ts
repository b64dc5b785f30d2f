import type { Kysely, Selectable } from 'kysely'
import { v4 as uuid } from 'uuid'
import { findInstrument } from '../../../src/config/instruments'
import type { Quote } from '../../../src/contract/market-data'
import {
  type AlertDirection,
  alertMessages,
  type CreateAlertPayload,
  maxAlertsPerSubscription,
  type PriceAlert,
  type PriceAlertPush,
} from '../../../src/contract/price-alerts'
import { intlLocale, isLocale, type Locale, localizedPath } from '../../../src/lib/locale-path'
import type { Database } from '../../db/schema'
import type { QuoteFeed } from '../../feeds/quote-feed'
import { translate } from '../../http/messages'
import { endpointAllowed, type PushSender } from './push-sender'

type AlertRow = Selectable<Database['price_alerts']>

function toAlert(row: AlertRow): PriceAlert {
  return {
    id: row.id,
    symbol: row.symbol,
    direction: row.direction,
    level: row.level,
    createdAt: row.created_at,
    triggeredAt: row.triggered_at,
    triggeredPrice: row.triggered_price,
  }
}

export function crossed(direction: AlertDirection, level: number, bid: number): boolean {
  return direction === 'above' ? bid >= level : bid <= level
}

/** The notification in the alert's language, prices with the instrument's decimals. */
export function alertPush(
  row: Pick<AlertRow, 'id' | 'symbol' | 'direction' | 'level' | 'language'>,
  bid: number,
): PriceAlertPush {
  const locale: Locale = isLocale(row.language) ? row.language : 'en'
  const digits = findInstrument(row.symbol)?.digits ?? 2
  const number = new Intl.NumberFormat(intlLocale[locale], { minimumFractionDigits: digits, maximumFractionDigits: digits })
  const fill = (text: string) =>
    text
      .replaceAll('{symbol}', row.symbol)
      .replaceAll('{level}', number.format(row.level))
      .replaceAll('{price}', number.format(bid))
  return {
    title: fill(translate(alertMessages.title, locale)),
    body: fill(translate(alertMessages[row.direction], locale)),
    lang: intlLocale[locale],
    url: localizedPath(locale, '/trading/realtime'),
    tag: `price-alert-${row.id}`,
  }
}

export type CreateAlertResult = { ok: true; alert: PriceAlert } | { ok: false; reason: 'endpoint' | 'limit' | 'reached' }

/**
 * Price alerts: stored per push subscription, checked against every tick of the feed, pushed once
 * when the bid reaches the level. The subscription endpoint is the visitor's key to their alerts:
 * it is unguessable and only their browser knows it.
 */
export function alertsService(
  db: Kysely<Database>,
  feed: QuoteFeed,
  send: PushSender,
  clock: () => Date,
  { allowLocalEndpoints }: { allowLocalEndpoints: boolean },
) {
  const pending = new Set<Promise<unknown>>()

  async function list(endpoint: string): Promise<PriceAlert[]> {
    const rows = await db
      .selectFrom('price_alerts')
      .selectAll()
      .where('endpoint', '=', endpoint)
      .orderBy('created_at', 'desc')
      .execute()
    return rows.map(toAlert)
  }

  async function create(input: CreateAlertPayload, userId: number | undefined): Promise<CreateAlertResult> {
    const { subscription } = input
    if (!endpointAllowed(subscription.endpoint, allowLocalEndpoints)) return { ok: false, reason: 'endpoint' }
    const open = await db
      .selectFrom('price_alerts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('endpoint', '=', subscription.endpoint)
      .where('triggered_at', 'is', null)
      .executeTakeFirstOrThrow()
    if (Number(open.n) >= maxAlertsPerSubscription) return { ok: false, reason: 'limit' }
    const [quote] = feed.quotes([input.symbol])
    // An alert for a level already reached would fire at once: the visitor is told instead.
    if (quote && crossed(input.direction, input.level, quote.bid)) return { ok: false, reason: 'reached' }
    const row: AlertRow = {
      id: uuid(),
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      user_id: userId ?? null,
      symbol: input.symbol,
      direction: input.direction,
      level: input.level,
      language: input.language,
      created_at: clock().toISOString(),
      triggered_at: null,
      triggered_price: null,
      delivery: null,
    }
    await db.insertInto('price_alerts').values(row).execute()
    return { ok: true, alert: toAlert(row) }
  }

  async function remove(endpoint: string, id: string): Promise<boolean> {
    const result = await db.deleteFrom('price_alerts').where('id', '=', id).where('endpoint', '=', endpoint).executeTakeFirst()
    return Number(result.numDeletedRows) > 0
  }

  /** Checks the moved instruments' waiting alerts; each one is claimed before its push, so it fires once. */
  async function check(ticks: Quote[]): Promise<void> {
    if (ticks.length === 0) return
    const bids = new Map(ticks.map((tick) => [tick.name, tick.bid]))
    // One query per tick for every moved instrument (the index covers symbol + waiting).
    const waiting = await db
      .selectFrom('price_alerts')
      .selectAll()
      .where('symbol', 'in', [...bids.keys()])
      .where('triggered_at', 'is', null)
      .execute()
    for (const row of waiting) {
      const bid = bids.get(row.symbol)!
      if (!crossed(row.direction, row.level, bid)) continue
      const claimed = await db
        .updateTable('price_alerts')
        .set({ triggered_at: clock().toISOString(), triggered_price: bid })
        .where('id', '=', row.id)
        .where('triggered_at', 'is', null)
        .executeTakeFirst()
      if (Number(claimed.numUpdatedRows) === 0) continue
      const delivery = await send(row, JSON.stringify(alertPush(row, bid)))
      await db.updateTable('price_alerts').set({ delivery }).where('id', '=', row.id).execute()
      // A subscription that no longer exists takes its other alerts with it.
      if (delivery === 'gone') {
        await db.deleteFrom('price_alerts').where('endpoint', '=', row.endpoint).where('triggered_at', 'is', null).execute()
      }
    }
  }

  /** Watches the feed. Checks run one after another, so a slow push service never piles them up. */
  function watch(): () => void {
    let queue = Promise.resolve()
    return feed.subscribe((ticks) => {
      const run = queue
        .then(() => check(ticks))
        .catch((error: Error) => {
          console.error(JSON.stringify({ t: clock().toISOString(), level: 'error', in: 'price-alerts', message: error.message }))
        })
      queue = run
      pending.add(run)
      void run.finally(() => pending.delete(run))
    })
  }

  return {
    list,
    create,
    remove,
    check,
    watch,
    /** Resolves when every check started so far has finished (tests, shutdown). */
    settled: () => Promise.all([...pending]).then(() => undefined),
  }
}

export type AlertsService = ReturnType<typeof alertsService>
