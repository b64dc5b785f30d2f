import type { Kysely } from 'kysely'
import type { Database } from './db/schema'

export interface Mail {
  to: string
  subject: string
  body: string
}

export interface Mailer {
  send(mail: Mail): Promise<void>
}

export interface SmtpSettings {
  url: string
  from: string
}

/**
 * Every mail is written to the outbox table and the log, so the product works (and is tested)
 * without a mail server; with SMTP configured it is also sent, and the outbox row is marked sent.
 */
export function createMailer(db: Kysely<Database>, clock: () => Date, smtp?: SmtpSettings, log = console.log): Mailer {
  let transport: Promise<{ sendMail(message: object): Promise<unknown> }> | undefined
  if (smtp) transport = import('nodemailer').then((nodemailer) => nodemailer.createTransport(smtp.url))
  return {
    async send(mail) {
      const { id } = await db
        .insertInto('outbox')
        .values({ to_email: mail.to, subject: mail.subject, body: mail.body, created_at: clock().toISOString(), sent_at: null })
        .returning('id')
        .executeTakeFirstOrThrow()
      log(
        JSON.stringify({
          t: clock().toISOString(),
          level: 'info',
          mail: { id, to: mail.to, subject: mail.subject, body: mail.body },
        }),
      )
      if (!transport || !smtp) return
      try {
        await (await transport).sendMail({ from: smtp.from, to: mail.to, subject: mail.subject, text: mail.body })
        await db.updateTable('outbox').set({ sent_at: clock().toISOString() }).where('id', '=', id).execute()
      } catch (error) {
        // The mail stays unsent in the outbox; the user can ask for the PIN again.
        log(JSON.stringify({ t: clock().toISOString(), level: 'error', mail: { id }, message: String(error) }))
      }
    },
  }
}
