/**
 * Staff commands on the server's database (DATABASE_URL, else DATABASE_PATH, default data/broker.sqlite):
 *   npm run staff -- leads [--since 2026-11-01]   partner leads as CSV on standard output
 *   npm run staff -- report [--since 2026-11-01]  page views per page and leads per source
 */
import { openDatabase } from '../server/db/connect'
import { readEnv } from '../server/env'

const [command, ...args] = process.argv.slice(2)
const sinceIndex = args.indexOf('--since')
const since = sinceIndex >= 0 ? args[sinceIndex + 1] : '0000-01-01'
if (!since || !/^\d{4}-\d{2}-\d{2}$/.test(since)) {
  console.error('--since takes a date such as 2026-11-01')
  process.exit(2)
}

const db = await openDatabase(readEnv())

/** RFC 4180 quoting; a leading = + - @ is neutralised so a spreadsheet never runs it as a formula. */
const cell = (value: unknown) => {
  let text = String(value ?? '')
  if (/^[=+\-@]/.test(text)) text = `'${text}`
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

try {
  if (command === 'leads') {
    const leads = await db.selectFrom('leads').selectAll().where('created_at', '>=', since).orderBy('created_at').execute()
    const columns = [
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
    console.log(columns.join(','))
    for (const lead of leads) console.log(columns.map((c) => cell(lead[c])).join(','))
  } else if (command === 'report') {
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
    console.log(`Page views since ${since}`)
    for (const row of views) console.log(`  ${String(row.views).padStart(6)}  ${row.path}`)
    console.log(`\nPartner leads by source since ${since}`)
    for (const row of leads)
      console.log(
        `  ${String(row.leads).padStart(6)}  ${row.source || '(direct)'} / ${row.medium || '-'} / ${row.campaign || '-'}`,
      )
  } else {
    console.error('usage: npm run staff -- leads|report [--since YYYY-MM-DD]')
    process.exitCode = 2
  }
} finally {
  await db.destroy()
}
