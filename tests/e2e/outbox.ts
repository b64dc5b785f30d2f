import { expect } from '@playwright/test'
import Database from 'better-sqlite3'
import { e2eDatabase } from '../../playwright.config'
import { pinInMail } from '../../scripts/test-support/mail-pin'
import { pinPattern } from '../../src/contract/rules'

/** The PIN of the newest mail to an address, from the real server's outbox. */
export async function pinFor(email: string, after = 0): Promise<string> {
  let pin = ''
  await expect
    .poll(() => {
      const db = new Database(e2eDatabase, { readonly: true })
      try {
        const row = db
          .prepare('select id, body from outbox where to_email = ? and id > ? order by id desc limit 1')
          .get(email, after) as { id: number; body: string } | undefined
        pin = row ? (pinInMail(row.body) ?? '') : ''
        return pin
      } finally {
        db.close()
      }
    })
    .toMatch(pinPattern)
  return pin
}

export function lastMailId(): number {
  const db = new Database(e2eDatabase, { readonly: true })
  try {
    return (db.prepare('select coalesce(max(id), 0) as id from outbox').get() as { id: number }).id
  } finally {
    db.close()
  }
}

let counter = 0
/** A fresh address per test (the rule allows 2–4 letter top-level domains only). */
export function freshEmail(tag: string): string {
  return `${tag}.${process.pid}.${Date.now().toString(36)}${counter++}@example.com`
}
