import { pinPattern } from '../../src/contract/rules'

/** The contract's PIN rule, found inside a mail's text. */
const pinInText = new RegExp(`\\b(${pinPattern.source.replace(/^\^|\$$/g, '')})\\b`)

/** The PIN in a mail's text, as a user picks it out of their inbox; the server tests and the e2e tests share it. */
export function pinInMail(body: string): string | undefined {
  return pinInText.exec(body)?.[1]
}
