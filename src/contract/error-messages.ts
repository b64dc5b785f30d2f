import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { errorCodes } from './envelope'

/**
 * The error catalogue of spec section 8 (statuses) and the server's own codes, as translatable
 * messages. The server answers with these in the caller's language; the web app falls back to
 * them by `ec` when an answer carries no message.
 */
export const errorMessages: Record<number, MessageDescriptor> = {
  200: msg`The server returned the requested data.`,
  201: msg`Created or updated successfully.`,
  202: msg`The request has been queued and will be processed shortly.`,
  204: msg`Deleted successfully.`,
  400: msg`The request contained errors, so nothing was changed.`,
  401: msg`You are not signed in, or your session has expired. Please sign in again.`,
  403: msg`You are signed in, but you may not do this.`,
  404: msg`What you asked for does not exist.`,
  406: msg`The requested format is not available.`,
  410: msg`This has been permanently deleted.`,
  422: msg`Some of the details could not be accepted. Please check them and try again.`,
  429: msg`Too many attempts. Please wait a moment and try again.`,
  500: msg`Something went wrong on our side. Please try again in a moment.`,
  502: msg`The service is briefly unreachable (gateway error). Please try again.`,
  503: msg`The service is temporarily unavailable. Please try again in a few minutes.`,
  504: msg`The service took too long to answer (gateway timeout). Please try again.`,
  [errorCodes.network]: msg`No connection to the server. Check your internet connection and try again.`,
  [errorCodes.invalidPayload]: msg`Some of the details are missing or invalid. Please check the form.`,
  [errorCodes.malformedJson]: msg`The request could not be read. Please reload the page and try again.`,
  [errorCodes.payloadTooLarge]: msg`The request is too large.`,
  [errorCodes.unknownPath]: msg`This service does not exist.`,
  [errorCodes.rateLimited]: msg`Too many attempts. Please wait a moment and try again.`,
  [errorCodes.invalidCredentials]: msg`The e-mail address or password is incorrect.`,
  [errorCodes.notSignedIn]: msg`Please login first!`,
  [errorCodes.emailTaken]: msg`An account with this e-mail address already exists. Sign in or reset your password.`,
  [errorCodes.invalidPin]: msg`The PIN is wrong or has expired. Request a new one and try again.`,
  [errorCodes.passwordsDiffer]: msg`The two passwords do not match.`,
  [errorCodes.nothingToSubmit]: msg`There is no saved application to submit yet.`,
  [errorCodes.serverError]: msg`Something went wrong on our side. Please try again in a moment.`,
}

export function errorMessageFor(ec: number): MessageDescriptor {
  return errorMessages[ec] ?? errorMessages[500]!
}
