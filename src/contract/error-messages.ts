import type { MessageDescriptor } from '@lingui/core'
import { errorCodes } from './envelope'

/**
 * The error catalogue of spec section 8 (statuses) and the server's own codes, as translatable
 * messages. The server answers with these in the caller's language; the web app falls back to
 * them by `ec` when an answer carries no message. Plain descriptors with explicit ids (not the
 * `msg` macro) because the server imports this module without the macro compiler.
 */
export const errorMessages: Record<number, MessageDescriptor> = {
  200: /*i18n*/ { id: 'error.200', message: 'The server returned the requested data.' },
  201: /*i18n*/ { id: 'error.201', message: 'Created or updated successfully.' },
  202: /*i18n*/ { id: 'error.202', message: 'The request has been queued and will be processed shortly.' },
  204: /*i18n*/ { id: 'error.204', message: 'Deleted successfully.' },
  400: /*i18n*/ { id: 'error.400', message: 'The request contained errors, so nothing was changed.' },
  401: /*i18n*/ { id: 'error.401', message: 'You are not signed in, or your session has expired. Please sign in again.' },
  403: /*i18n*/ { id: 'error.403', message: 'You are signed in, but you may not do this.' },
  404: /*i18n*/ { id: 'error.404', message: 'What you asked for does not exist.' },
  406: /*i18n*/ { id: 'error.406', message: 'The requested format is not available.' },
  410: /*i18n*/ { id: 'error.410', message: 'This has been permanently deleted.' },
  422: /*i18n*/ { id: 'error.422', message: 'Some of the details could not be accepted. Please check them and try again.' },
  429: /*i18n*/ { id: 'error.429', message: 'Too many attempts. Please wait a moment and try again.' },
  500: /*i18n*/ { id: 'error.500', message: 'Something went wrong on our side. Please try again in a moment.' },
  502: /*i18n*/ { id: 'error.502', message: 'The service is briefly unreachable (gateway error). Please try again.' },
  503: /*i18n*/ { id: 'error.503', message: 'The service is temporarily unavailable. Please try again in a few minutes.' },
  504: /*i18n*/ { id: 'error.504', message: 'The service took too long to answer (gateway timeout). Please try again.' },
  [errorCodes.network]: /*i18n*/ {
    id: 'error.network',
    message: 'No connection to the server. Check your internet connection and try again.',
  },
  [errorCodes.invalidPayload]: /*i18n*/ {
    id: 'error.invalidPayload',
    message: 'Some of the details are missing or invalid. Please check the form.',
  },
  [errorCodes.malformedJson]: /*i18n*/ {
    id: 'error.malformedJson',
    message: 'The request could not be read. Please reload the page and try again.',
  },
  [errorCodes.payloadTooLarge]: /*i18n*/ { id: 'error.payloadTooLarge', message: 'The request is too large.' },
  [errorCodes.unknownPath]: /*i18n*/ { id: 'error.unknownPath', message: 'This service does not exist.' },
  [errorCodes.rateLimited]: /*i18n*/ {
    id: 'error.rateLimited',
    message: 'Too many attempts. Please wait a moment and try again.',
  },
  [errorCodes.invalidCredentials]: /*i18n*/ {
    id: 'error.invalidCredentials',
    message: 'The e-mail address or password is incorrect.',
  },
  [errorCodes.notSignedIn]: /*i18n*/ { id: 'error.notSignedIn', message: 'Please login first!' },
  [errorCodes.emailTaken]: /*i18n*/ {
    id: 'error.emailTaken',
    message: 'An account with this e-mail address already exists. Sign in or reset your password.',
  },
  [errorCodes.invalidPin]: /*i18n*/ {
    id: 'error.invalidPin',
    message: 'The PIN is wrong or has expired. Request a new one and try again.',
  },
  [errorCodes.passwordsDiffer]: /*i18n*/ { id: 'error.passwordsDiffer', message: 'The two passwords do not match.' },
  [errorCodes.nothingToSubmit]: /*i18n*/ { id: 'error.nothingToSubmit', message: 'There is no saved application to submit yet.' },
  [errorCodes.alertLevelReached]: /*i18n*/ {
    id: 'error.alertLevelReached',
    message: 'The price is already at or beyond this level. Choose a level it has not reached yet.',
  },
  [errorCodes.tooManyWaiting]: /*i18n*/ {
    id: 'error.tooManyWaiting',
    message: 'You have reached the limit of waiting alerts or reminders. Remove one to add another.',
  },
  [errorCodes.pushEndpointRefused]: /*i18n*/ {
    id: 'error.pushEndpointRefused',
    message: "This browser's notification service cannot be used for alerts.",
  },
  [errorCodes.dateOutOfRange]: /*i18n*/ {
    id: 'error.dateOutOfRange',
    message: 'The calendar covers two years back and two years ahead. Choose a date within that range.',
  },
  [errorCodes.pushKeyInvalid]: /*i18n*/ {
    id: 'error.pushKeyInvalid',
    message: "This browser's notification subscription is damaged. Turn notifications off and on again, then try once more.",
  },
  [errorCodes.unsupportedMediaType]: /*i18n*/ {
    id: 'error.unsupportedMediaType',
    message: 'The request was not sent as JSON. Please reload the page and try again.',
  },
  [errorCodes.crossSiteRequest]: /*i18n*/ {
    id: 'error.crossSiteRequest',
    message: 'Requests from other websites are not accepted. Please use this website directly.',
  },
  [errorCodes.applicationSubmitted]: /*i18n*/ {
    id: 'error.applicationSubmitted',
    message: 'Your application has already been submitted and can no longer be changed.',
  },
  [errorCodes.applicationEmpty]: /*i18n*/ {
    id: 'error.applicationEmpty',
    message: 'Please fill in your application before you submit it.',
  },
  [errorCodes.consentWithoutDevice]: /*i18n*/ {
    id: 'error.consentWithoutDevice',
    message:
      'Your cookie choice could not be recorded because this browser did not send its device identifier. Please reload the page and choose again.',
  },
  [errorCodes.serverBusy]: /*i18n*/ {
    id: 'error.serverBusy',
    message: 'The service is busy right now. Please try again in a moment.',
  },
  [errorCodes.serverError]: /*i18n*/ {
    id: 'error.serverError',
    message: 'Something went wrong on our side. Please try again in a moment.',
  },
}

export function errorMessageFor(ec: number): MessageDescriptor {
  return errorMessages[ec] ?? errorMessages[500]!
}
