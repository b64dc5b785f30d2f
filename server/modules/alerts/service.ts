import { v4 as uuid } from 'uuid'
import { findInstrument } from '../../../src/config/instruments'
import { riskWarningText } from '../../../src/config/risk-warning'
import { errorCodes } from '../../../src/contract/envelope'
import { isLocale, type Locale } from '../../../src/contract/locales'
import type { Quote } from '../../../src/contract/market-data'
import type { AnswerOf, InputOf } from '../../../src/contract/operations'
import type { apiPaths } from '../../../src/contract/paths'
import { type AlertDirection, alertMessages, maxAlertsPerSubscription } from '../../../src/contract/price-alerts'
import type { PushMessage } from '../../../src/contract/push'
import { intlLocale, localizedPath } from '../../../src/lib/locale-path'
import type { Caller } from '../../api/context'
import type { QuoteFeed } from '../../feeds/quote-feed'
import { translate } from '../../i18n/messages'
import { type Outcome, refusal, success } from '../../outcome'
import { perAddressCap, roomToWait } from '../../push/caps'
import { jobRunner } from '../../push/job-runner'
import { pushKeysValid } from '../../push/push-keys'
import { endpointAllowed, type PushSender } from '../../push/push-sender'
import { forEachBounded } from '../../push/send-pool'
import type { RateLimits } from '../../rate-limits'
import { type AlertRow, type AlertsRepo, toAlert } from './repo'

type Paths = typeof apiPaths

/** Waiting alerts one address may hold over all its subscriptions (server/push/caps.ts). */
export const maxAlertsPerAddress = perAddressCap(maxAlertsPerSubscription)

function crossed(direction: AlertDirection, level: number, bid: number): boolean {
  return direction === 'above' ? bid >= level : bid <= level
}

/**
 * The notification in the alert's language, prices with the instrument's decimals. A price alert
 * prompts a trade and opens the live prices, so it promotes trading: it carries ESMA's abbreviated
 * risk warning, the form a push notification has room for.
 */
function alertPush(row: Pick<AlertRow, 'id' | 'symbol' | 'direction' | 'level' | 'language'>, bid: number): PushMessage {
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
    body: `${fill(translate(alertMessages[row.direction], locale))} ${riskWarningText(locale, 'short')}`,
    lang: intlLocale[locale],
    url: localizedPath(locale, '/trading/realtime'),
    tag: `price-alert-${row.id}`,
  }
}

/**
 * Price alerts: stored per push subscription, checked against every tick of the feed, pushed once
 * when the bid reaches the level. The subscription endpoint is the visitor's key to their alerts:
 * it is unguessable and only their browser knows it.
 */
export function alertsService(
  repo: AlertsRepo,
  feed: QuoteFeed,
  send: PushSender,
  limits: RateLimits,
  clock: () => Date,
  { allowLocalEndpoints }: { allowLocalEndpoints: boolean },
) {
  /**
   * Checks the moved instruments' waiting alerts. Each one is claimed before its push, so it fires
   * once (across instances too); the pushes then go out together, a few at a time per push service
   * (each with its own timeout, push-sender.ts), so one slow service delays only its own.
   */
  async function check(ticks: Quote[]): Promise<void> {
    if (ticks.length === 0) return
    const bids = new Map(ticks.map((tick) => [tick.name, tick.bid]))
    const claimed: Array<{ row: AlertRow; bid: number }> = []
    for (const row of await repo.waitingFor([...bids.keys()])) {
      const bid = bids.get(row.symbol)!
      if (crossed(row.direction, row.level, bid) && (await repo.claim(row.id, bid))) claimed.push({ row, bid })
    }
    await forEachBounded(
      claimed,
      ({ row }) => new URL(row.endpoint).host,
      async ({ row, bid }) => {
        const delivery = await send(row, JSON.stringify(alertPush(row, bid)))
        await repo.recordDelivery(row.id, delivery)
        if (delivery === 'gone') await repo.removeWaitingOf(row.endpoint)
      },
    )
  }

  /**
   * Ticks that arrive while a check runs are not queued but merged, the latest price per
   * instrument, into the next check. So a slow push service delays alerts by a check at most, and
   * what waits is bounded by the instruments, not by the ticks.
   */
  const unchecked = new Map<string, Quote>()
  const runner = jobRunner(
    'price-alerts',
    () => {
      const ticks = [...unchecked.values()]
      unchecked.clear()
      return check(ticks)
    },
    clock,
  )

  return {
    publicKey: (publicKey: string): Outcome<AnswerOf<Paths['pushKey']>> => success({ publicKey }),

    async list(input: InputOf<Paths['alertList']>): Promise<Outcome<AnswerOf<Paths['alertList']>>> {
      return success({ alerts: (await repo.listByEndpoint(input.endpoint)).map(toAlert) })
    },

    async create(input: InputOf<Paths['alertCreate']>, caller: Caller): Promise<Outcome<AnswerOf<Paths['alertCreate']>>> {
      if (!(await limits.alertByAddress.attempt(caller.address))) return refusal(errorCodes.rateLimited)
      const { subscription } = input
      if (!endpointAllowed(subscription.endpoint, allowLocalEndpoints)) return refusal(errorCodes.pushEndpointRefused)
      if (!pushKeysValid(subscription.keys)) return refusal(errorCodes.pushKeyInvalid)
      if (!(await roomToWait(repo, { endpoint: subscription.endpoint, addressKey: caller.address }, maxAlertsPerSubscription)))
        return refusal(errorCodes.tooManyWaiting)
      const [quote] = feed.quotes([input.symbol])
      // An alert for a level already reached would fire at once: the visitor is told instead.
      if (quote && crossed(input.direction, input.level, quote.bid)) return refusal(errorCodes.alertLevelReached)
      const row: AlertRow = {
        id: uuid(),
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        user_id: caller.userId ?? null,
        symbol: input.symbol,
        direction: input.direction,
        level: input.level,
        language: input.language,
        created_at: clock().toISOString(),
        triggered_at: null,
        triggered_price: null,
        delivery: null,
        address_key: caller.address,
      }
      await repo.insert(row)
      return success({ alert: toAlert(row) })
    },

    async remove(input: InputOf<Paths['alertRemove']>): Promise<Outcome<AnswerOf<Paths['alertRemove']>>> {
      return (await repo.remove(input.endpoint, input.id)) ? success({ id: input.id }) : refusal(errorCodes.unknownPath)
    },

    check,

    /** Watches the feed, one check at a time (server/push/job-runner.ts). */
    watch(): () => void {
      return feed.subscribe((ticks) => {
        for (const tick of ticks) unchecked.set(tick.name, tick)
        runner.request()
      })
    },

    /** Resolves when every check started so far, and any it left to follow, has finished (tests, shutdown). */
    settled: runner.settled,
  }
}

export type AlertsService = ReturnType<typeof alertsService>
