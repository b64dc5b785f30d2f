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
 * Every mail is written to the outbox table. Without SMTP that table is the inbox of a local
 * installation (and of the tests): nothing leaves the machine. With SMTP the mail is sent, and its
 * text (a PIN) is cleared from the row as soon as it is: only the record that it was sent stays,
 * for as long as the retention job keeps it. The log names a mail by id and subject, never its text.
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
          mail: { id, subject: mail.subject, delivery: smtp ? 'smtp' : 'local outbox' },
        }),
      )
      if (!transport || !smtp) return
      try {
        await (await transport).sendMail({ from: smtp.from, to: mail.to, subject: mail.subject, text: mail.body })
        await db.updateTable('outbox').set({ sent_at: clock().toISOString(), body: '' }).where('id', '=', id).execute()
      } catch (error) {
        // The mail stays unsent in the outbox; the user can ask for the PIN again.
        log(JSON.stringify({ t: clock().toISOString(), level: 'error', mail: { id }, message: String(error) }))
      }
    },
  }
}
