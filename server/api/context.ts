import type { Context, MiddlewareHandler } from 'hono'
import type { Locale } from '../../src/contract/locales'
import { addressKey, clientAddress, peerAddress, type TrustedProxies } from '../client-address'
import { callerLocale } from '../i18n/messages'

export interface ApiVariables {
  locale: Locale
  clientAddress: string
  /** The validated payload of the operation. */
  payload: unknown
  /** Set for operations that need a signed-in user. */
  userId?: number
}

export type ApiContext = Context<{ Variables: ApiVariables }>

/**
 * Who is calling, as the services see it: the request context stays in the API layer, services get
 * this plain value instead.
 */
export interface Caller {
  /** The caller's address as per-address limits count it (an IPv6 /64). */
  address: string
  locale: Locale
  /** The session token the caller presented, if any. */
  token?: string
  /** The signed-in user, for operations that require one. */
  userId?: number
  /** The device identifier the web app sends (spec section 7, IMEI header): a UUID, or undefined. */
  device?: string
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The IMEI header when it is what the web app makes (a random UUID); anything else names no device. */
function deviceOf(imei: string | undefined): string | undefined {
  return imei && uuid.test(imei) ? imei.toLowerCase() : undefined
}

export function callerOf(c: ApiContext): Caller {
  return {
    // Limits count IPv6 visitors by their /64 (client-address.ts).
    address: addressKey(c.get('clientAddress')),
    locale: c.get('locale'),
    token: c.req.header('authorization') || undefined,
    userId: c.get('userId'),
    device: deviceOf(c.req.header('imei')),
  }
}

/** Sets the caller's language and address for everything after it. */
export function apiContext(trust: TrustedProxies): MiddlewareHandler<{ Variables: ApiVariables }> {
  return async (c, next) => {
    c.set('locale', callerLocale(c.req.header('language'), c.req.header('accept-language')))
    c.set('clientAddress', clientAddress(peerAddress(c), c.req.header('x-forwarded-for'), trust))
    await next()
  }
}
