/**
 * Staff commands on the server's database (DATABASE_URL, else DATABASE_PATH, default data/broker.sqlite):
 *   npm run staff -- leads [--since 2026-11-01]   partner leads as CSV on standard output
 *   npm run staff -- report [--since 2026-11-01]  page views per page, leads per source, refused attempts per limit
 *   npm run staff -- consents [--since 2026-11-01] [--device <IMEI>]
 *                                                 records of cookie choices as CSV on standard output
 * What visitors wrote is printed without control characters (scripts/tools/staff-report.ts).
 */
import { openDatabase } from '../../server/db/connect'
import { readEnv } from '../../server/env'
import { consentsCsv, leadsCsv, report } from './staff-report'

const [command, ...args] = process.argv.slice(2)
const sinceIndex = args.indexOf('--since')
const since = sinceIndex >= 0 ? args[sinceIndex + 1] : '0000-01-01'
if (!since || !/^\d{4}-\d{2}-\d{2}$/.test(since)) {
  console.error('--since takes a date such as 2026-11-01')
  process.exit(2)
}
const deviceIndex = args.indexOf('--device')
const device = deviceIndex >= 0 ? args[deviceIndex + 1] : undefined
if (deviceIndex >= 0 && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(device ?? '')) {
  console.error('--device takes the device identifier (the IMEI cookie), a UUID')
  process.exit(2)
}

const db = await openDatabase(readEnv())

try {
  if (command === 'leads') for (const line of await leadsCsv(db, since)) console.log(line)
  else if (command === 'consents') for (const line of await consentsCsv(db, since, device)) console.log(line)
  else if (command === 'report') for (const line of await report(db, since)) console.log(line)
  else {
    console.error('usage: npm run staff -- leads|report|consents [--since YYYY-MM-DD] [--device IMEI]')
    process.exitCode = 2
  }
} finally {
  await db.destroy()
}
