import { cookiePolicyVersion } from '~/config/legal-documents'
import type { ConsentCategory } from '~/contract/consent'
import { errorCodes } from '~/contract/envelope'
import type { PayloadOf } from '~/contract/operations'
import { apiPaths } from '~/contract/paths'
import { request } from './http'
import { localValues } from './storage'
import { whenReachable } from './when-reachable'

type ConsentRecord = PayloadOf<typeof apiPaths.consentRecord>

/** Choices not yet received by the server, oldest first, kept on this device across visits. */
const outboxKey = 'consent-outbox'
/** A visitor who changes their mind more often offline than this: the latest choices are the ones kept. */
const outboxSize = 20

function readOutbox(): ConsentRecord[] {
  try {
    const stored: unknown = JSON.parse(localValues.get(outboxKey) ?? '[]')
    return Array.isArray(stored) ? (stored as ConsentRecord[]) : []
  } catch {
    return []
  }
}

function writeOutbox(records: ConsentRecord[]): void {
  if (records.length === 0) localValues.remove(outboxKey)
  else localValues.set(outboxKey, JSON.stringify(records.slice(-outboxSize)))
}

const sameRecord = (a: ConsentRecord, b: ConsentRecord) =>
  a.chosenAt === b.chosenAt && a.categories.join() === b.categories.join()

/** Failures that say "not now" (no network, a busy or failing server, a limit): the record waits and goes again. */
const worthRetrying = (ec: number) =>
  ec === errorCodes.network ||
  ec === errorCodes.rateLimited ||
  ec === errorCodes.serverError ||
  ec === errorCodes.serverBusy ||
  ec === 429 ||
  ec >= 500

/** Sends what waits, oldest first; rejects while a record could not be delivered yet, so `whenReachable` tries again. */
async function sendWaiting(): Promise<void> {
  // The outbox is read again after each send: a choice made meanwhile goes out in the same round.
  for (let record = readOutbox()[0]; record; record = readOutbox()[0]) {
    const answer = await request(apiPaths.consentRecord, record, { silent: true })
    if (answer.res !== 1 && worthRetrying(answer.ec)) throw new Error('consent record not delivered yet')
    // Delivered, or refused for good (a record the server will never take must not block later ones).
    // Only that one record leaves the outbox: the same choice made again meanwhile (within the same
    // millisecond, as a clock can report) is a record of its own and goes next.
    const waiting = readOutbox()
    const sent = waiting.findIndex((candidate) => sameRecord(candidate, record))
    if (sent >= 0) waiting.splice(sent, 1)
    writeOutbox(waiting)
  }
}

let sending: Promise<void> | undefined

/**
 * Delivers the choices waiting on this device: at once, then again after 2, 4, 8 … at most 60
 * seconds while the network or the server is away, and on the next page load if the tab is closed
 * before (the outbox is in local storage). One delivery at a time, so nothing is sent twice.
 */
export function sendConsentRecords(): Promise<void> {
  if (readOutbox().length === 0) return Promise.resolve()
  sending ??= whenReachable(sendWaiting).finally(() => {
    sending = undefined
    // A choice made after the last read of the outbox and before this point joined a delivery that
    // was already ending: it goes now, not on the next page load.
    if (readOutbox().length > 0) void sendConsentRecords()
  })
  return sending
}

/**
 * Records a cookie choice on the server so that consent can be demonstrated (GDPR Art. 7(1)): the
 * categories chosen, the cookie policy's version, the time of the choice and the page's language;
 * the device id travels as the IMEI header of every call.
 */
export function recordConsent(
  categories: ConsentCategory[],
  language: ConsentRecord['language'],
  now = new Date(),
): Promise<void> {
  writeOutbox([...readOutbox(), { categories, policyVersion: cookiePolicyVersion, chosenAt: now.toISOString(), language }])
  return sendConsentRecords()
}
