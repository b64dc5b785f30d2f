import { sessionValues } from '~/lib/storage'

/** The password reset this tab asked for: W201's answer, with the address it was asked for. */
export interface ResetRequest {
  email: string
  resetId: string
}

const resetRequestKey = 'password-reset'
/** A reload takes the request up again while its PIN lives (server/modules/auth/repo.ts `pinMinutes`). */
const resumableMs = 15 * 60_000

/**
 * The reset request survives a reload of the tab (a visitor switching to the mail app and back
 * often gets one) in session storage: only this tab knows it, it is gone with the tab and at sign
 * out, and without its PIN it sets nothing.
 */
export const resetRequests = {
  remember(request: ResetRequest) {
    sessionValues.set(resetRequestKey, JSON.stringify({ ...request, at: Date.now() }))
  },
  recall(): ResetRequest | undefined {
    try {
      const saved: unknown = JSON.parse(sessionValues.get(resetRequestKey) ?? 'null')
      if (
        typeof saved === 'object' &&
        saved !== null &&
        'email' in saved &&
        'resetId' in saved &&
        'at' in saved &&
        typeof saved.email === 'string' &&
        typeof saved.resetId === 'string' &&
        typeof saved.at === 'number' &&
        Date.now() - saved.at < resumableMs
      )
        return { email: saved.email, resetId: saved.resetId }
    } catch {
      // Unreadable: as if nothing was kept.
    }
    return undefined
  },
  forget() {
    sessionValues.remove(resetRequestKey)
  },
}
