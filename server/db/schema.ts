import type { Generated } from 'kysely'

/** The reference server's tables, as Kysely sees them. Timestamps are ISO 8601 strings in UTC. */
export interface Database {
  users: {
    id: Generated<number>
    email: string
    name: string
    country: string
    phone: string
    password_hash: string
    /** A partner sign-up's kind ('ib' or 'affiliate'), company and website; null for a client. */
    partner_type: string | null
    partner_company: string | null
    partner_website: string | null
    created_at: string
  }
  pending_signups: {
    /** Known only to the browser that started the sign-up (W103's answer). */
    id: string
    email: string
    name: string
    country: string
    phone: string
    password_hash: string
    /** A partner sign-up's kind ('ib' or 'affiliate'), company and website; null for a client. */
    partner_type: string | null
    partner_company: string | null
    partner_website: string | null
    created_at: string
  }
  pins: {
    id: Generated<number>
    email: string
    purpose: 'signup' | 'reset'
    pin_hash: string
    expires_at: string
    used_at: string | null
    attempts: Generated<number>
    /** The sign-up a signup PIN belongs to (null for password resets). */
    signup_id: string | null
    /** The SHA-256 of the password reset request (W201's resetId) a reset PIN belongs to (null for sign-ups). */
    reset_id_hash: string | null
    created_at: string
  }
  sessions: {
    token_hash: string
    user_id: number
    created_at: string
    expires_at: string
    revoked_at: string | null
  }
  outbox: {
    id: Generated<number>
    to_email: string
    subject: string
    body: string
    created_at: string
    sent_at: string | null
  }
  leads: {
    id: Generated<number>
    first_name: string
    last_name: string
    email: string
    country: string
    phone: string
    website: string
    language: string
    source: string
    medium: string
    campaign: string
    keywords: string
    grp: string
    url: string
    referer: string
    title: string
    created_at: string
  }
  marketing_visits: {
    id: Generated<number>
    imei: string
    source: string
    medium: string
    campaign: string
    keywords: string
    grp: string
    url: string
    referer: string
    title: string
    created_at: string
  }
  page_views: {
    id: Generated<number>
    path: string
    query: string
    language: string
    created_at: string
  }
  /** Cookie choices, kept to demonstrate consent (server/modules/consent); no address, no browser. */
  consent_records: {
    id: Generated<number>
    imei: string
    /** The categories chosen, separated by spaces ('necessary analytics'). */
    categories: string
    /** The date of the cookie policy the choice was made under. */
    policy_version: string
    language: string
    /** When the visitor chose; retention counts from here. */
    chosen_at: string
    /** When the server received it (later, for a choice made offline). */
    recorded_at: string
  }
  link_clicks: {
    id: Generated<number>
    url: string
    from_path: string
    created_at: string
  }
  partner_applications: {
    user_id: number
    /** '', 'ib' or 'affiliate'. */
    partner_type: string
    company: string
    website: string
    country: string
    client_base: string
    model: string
    message: string
    status: 'draft' | 'submitted'
    updated_at: string
    submitted_at: string | null
  }
  vapid_keys: {
    id: number
    public_key: string
    private_key: string
    created_at: string
  }
  event_reminders: {
    id: string
    endpoint: string
    p256dh: string
    auth: string
    /** The calendar event (indicator and day) and its release time, kept so the job needs no lookups. */
    event_id: string
    event_time: string
    minutes_before: number
    remind_at: string
    /** 1: also push the published figure. */
    with_actual: number
    language: string
    created_at: string
    reminded_at: string | null
    actual_sent_at: string | null
    delivery: string | null
    /** The address that set it, as per-address limits count it (an IPv6 /64). */
    address_key: string
  }
  price_alerts: {
    id: string
    endpoint: string
    p256dh: string
    auth: string
    user_id: number | null
    symbol: string
    direction: 'above' | 'below'
    level: number
    language: string
    created_at: string
    triggered_at: string | null
    triggered_price: number | null
    /** How the push went: "sent", "gone" (the subscription no longer exists) or the failure's status. */
    delivery: string | null
    /** The address of whoever set it, as per-address limits count it. */
    address_key: Generated<string>
  }
  rate_limit_refusals: {
    /** YYYY-MM-DD, UTC. */
    day: string
    /** The limit's name in server/rate-limits.ts (e.g. "page-view-device"). */
    limit_name: string
    refused: number
  }
  candles: {
    symbol: string
    period: string
    /** Start of the candle's period, epoch milliseconds (UTC). */
    time: number
    open: number
    high: number
    low: number
    close: number
  }
  spread_minutes: {
    symbol: string
    /** Start of the minute, epoch milliseconds (UTC). */
    minute: number
    /** JSON: ticks per spread, the spread in the instrument's smallest price step ({"8": 57, "9": 3}). */
    counts: string
  }
}
