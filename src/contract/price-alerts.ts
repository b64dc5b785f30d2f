import type { MessageDescriptor } from '@lingui/core'
import * as v from 'valibot'
import { timestamp } from './fields'
import { isInstrumentName } from './instruments'
import { locales } from './locales'
import { pushSubscriptionPayload } from './push'

/**
 * Price alerts by Web Push (./push.ts): the server watches the feed and pushes once when the bid
 * crosses the level.
 */
const alertDirections = ['above', 'below'] as const
export type AlertDirection = (typeof alertDirections)[number]

/** At most this many open alerts per subscription: enough for a watch list, too few to abuse. */
export const maxAlertsPerSubscription = 20

const subscription = pushSubscriptionPayload

export const createAlertPayload = v.object({
  subscription,
  symbol: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.check(isInstrumentName, 'symbol')),
  direction: v.picklist(alertDirections),
  level: v.pipe(v.number(), v.finite(), v.gtValue(0), v.ltValue(1_000_000)),
  language: v.picklist(locales),
})

export const listAlertsPayload = v.object({ endpoint: subscription.entries.endpoint })
export const removeAlertPayload = v.object({ endpoint: subscription.entries.endpoint, id: v.pipe(v.string(), v.uuid()) })

export const priceAlert = v.object({
  id: v.string(),
  symbol: v.string(),
  direction: v.picklist(alertDirections),
  level: v.number(),
  /** Alerts are listed newest first. */
  createdAt: timestamp,
  /** When the level was crossed and the push sent; null while waiting. */
  triggeredAt: v.nullable(timestamp),
  /** The bid that crossed the level. */
  triggeredPrice: v.nullable(v.number()),
})
export type PriceAlert = v.InferOutput<typeof priceAlert>

export const alertAnswer = v.object({ alert: priceAlert })
export const alertListAnswer = v.object({ alerts: v.array(priceAlert) })
export const removedAlertAnswer = v.object({ id: v.string() })

/**
 * The notification text, translated on the server in the language the alert was set in. Explicit
 * ids because the server imports this module without the macro compiler.
 */
export const alertMessages: Record<'title' | AlertDirection, MessageDescriptor> = {
  title: /*i18n*/ { id: 'alert.title', message: '{symbol} price alert' },
  above: /*i18n*/ { id: 'alert.above', message: '{symbol} has risen above {level}. Bid now {price}.' },
  below: /*i18n*/ { id: 'alert.below', message: '{symbol} has fallen below {level}. Bid now {price}.' },
}
