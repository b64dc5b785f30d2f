import type { Kysely } from 'kysely'
import type { Database } from '../../server/db/schema'
import { refusalsSince } from '../../server/refusal-counts'

/** ANSI escape sequences (CSI like colours and cursor moves, OSC like window titles and links, and two-byte ones). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const ansiSequences = /\u001b(?:\[[0-?]*[ -/]*[@-~]|\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|[@-_])/g
/** C0 and C1 controls, DEL, and the marks and overrides that reorder text on screen (bidi). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const controls = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

/**
 * Text a visitor wrote, made safe to print on a staff terminal: escape sequences and control
 * characters could rewrite what is on screen (colours, the cursor, a window title), and bidi
 * overrides could show one thing and mean another.
 */
export function printable(value: unknown): string {
  return String(value ?? '')
    .replace(ansiSequences, '')
    .replace(controls, '')
}

/** RFC 4180 quoting; a leading = + - @ is neutralised so a spreadsheet never runs it as a formula. */
function cell(value: unknown): string {
  let text = printable(value)
  if (/^[=+\-@]/.test(text)) text = `'${text}`
  return /[",]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

const leadColumns = [
  'id',
  'created_at',
  'first_name',
  'last_name',
  'email',
  'country',
  'phone',
  'website',
  'language',
  'source',
  'medium',
  'campaign',
  'keywords',
  'grp',
  'url',
  'referer',
] as const

/** Partner leads since a day (YYYY-MM-DD) as CSV lines, the header first. */
export async function leadsCsv(db: Kysely<Database>, since: string): Promise<string[]> {
  const leads = await db.selectFrom('leads').selectAll().where('created_at', '>=', since).orderBy('created_at').execute()
  return [leadColumns.join(','), ...leads.map((lead) => leadColumns.map((c) => cell(lead[c])).join(','))]
}

const consentColumns = ['id', 'imei', 'categories', 'policy_version', 'language', 'chosen_at', 'recorded_at'] as const

/**
 * Records of cookie choices (server/modules/consent) since a day (YYYY-MM-DD), optionally of one
 * device only, as CSV lines, the header first, oldest choice first: the history that shows what a
 * visitor consented to and when, each later line a change or a withdrawal.
 */
export async function consentsCsv(db: Kysely<Database>, since: string, device?: string): Promise<string[]> {
  let query = db.selectFrom('consent_records').selectAll().where('chosen_at', '>=', since)
  if (device) query = query.where('imei', '=', device.toLowerCase())
  const records = await query.orderBy('chosen_at').orderBy('id').execute()
  return [consentColumns.join(','), ...records.map((record) => consentColumns.map((c) => cell(record[c])).join(','))]
}

/** Page views per page, leads per source and the attempts rate limits refused, since a day (YYYY-MM-DD). */
export async function report(db: Kysely<Database>, since: string): Promise<string[]> {
  const views = await db
    .selectFrom('page_views')
    .select(['path', (eb) => eb.fn.countAll<number>().as('views')])
    .where('created_at', '>=', since)
    .groupBy('path')
    .orderBy('views', 'desc')
    .execute()
  const leads = await db
    .selectFrom('leads')
    .select(['source', 'medium', 'campaign', (eb) => eb.fn.countAll<number>().as('leads')])
    .where('created_at', '>=', since)
    .groupBy(['source', 'medium', 'campaign'])
    .orderBy('leads', 'desc')
    .execute()
  const refusals = await refusalsSince(db, since.slice(0, 10))
  const count = (n: number | string) => String(n).padStart(6)
  return [
    `Page views since ${since}`,
    ...views.map((row) => `  ${count(row.views)}  ${printable(row.path)}`),
    '',
    `Partner leads by source since ${since}`,
    ...leads.map(
      (row) =>
        `  ${count(row.leads)}  ${printable(row.source) || '(direct)'} / ${printable(row.medium) || '-'} / ${printable(row.campaign) || '-'}`,
    ),
    '',
    `Attempts refused by rate limits since ${since} (per day and limit, see server/rate-limits.ts)`,
    ...refusals.map((row) => `  ${count(row.refused)}  ${row.day}  ${row.limit_name}`),
  ]
}
