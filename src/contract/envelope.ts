/** The answer of every call (spec section 3): res 1 success, 0 failure; dt `{}` or `[]` when empty. */
export interface ApiResult<T = unknown> {
  res: 0 | 1
  ec: number
  dt: T
  msg: string
}

/**
 * Codes in `ec` beyond HTTP statuses. Transport failures carry the HTTP status (or 0 when the
 * network failed); answers the server gives on purpose carry one of these.
 */
export const errorCodes = {
  ok: 0,
  network: 0,
  invalidPayload: 1001,
  malformedJson: 1002,
  payloadTooLarge: 1003,
  unknownPath: 1004,
  rateLimited: 1005,
  invalidCredentials: 1006,
  notSignedIn: 1007,
  emailTaken: 1008,
  invalidPin: 1009,
  passwordsDiffer: 1010,
  nothingToSubmit: 1011,
  alertLevelReached: 1012,
  /** One subscription or one address already holds as many waiting pushes (alerts, reminders) as it may (server/push/caps.ts). */
  tooManyWaiting: 1013,
  pushEndpointRefused: 1014,
  /** A calendar date outside the window the calendar answers for (calendarReachDays in market-data.ts). */
  dateOutOfRange: 1015,
  /** A push subscription whose keys no browser could have made (not a P-256 point, or a wrong-sized secret). */
  pushKeyInvalid: 1016,
  /** A POST whose body is not declared as JSON (a form or text, as only a cross-site form sends). */
  unsupportedMediaType: 1020,
  /** A state-changing request from another site's page that CORS_ORIGINS does not name. */
  crossSiteRequest: 1021,
  /** The partner application was submitted and can no longer be changed. */
  applicationSubmitted: 1022,
  /** A partner application with nothing filled in cannot be submitted. */
  applicationEmpty: 1023,
  /** A cookie choice from a caller that names no device (no IMEI the web app makes): it could not show whose choice it was. */
  consentWithoutDevice: 1026,
  serverError: 1500,
  /** This instance is at capacity or shutting down; another (or this one, shortly) will answer. */
  serverBusy: 1503,
} as const

export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes]

export function ok<T>(dt: T): ApiResult<T> {
  return { res: 1, ec: errorCodes.ok, dt, msg: '' }
}

export function failure(ec: number, msg: string): ApiResult<Record<string, never>> {
  return { res: 0, ec, dt: {}, msg }
}
