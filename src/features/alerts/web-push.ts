import { alertsApi } from './api'
import { currentSubscription, PushRefused, pushAvailability, subscribeForAlerts } from './push-subscription'

/**
 * This browser's Web Push subscription for other features (event reminders), handed to them by
 * the route: the same subscription and server key as price alerts, so one permission covers both.
 */
export const webPush = {
  availability: pushAvailability,
  endpoint: async (): Promise<string | undefined> => (await currentSubscription())?.endpoint,
  /** The subscription, asking the browser's permission first if there is none. Rejects with 'denied', 'default' or 'failed'. */
  async subscribe(): Promise<PushSubscriptionJSON> {
    const key = await alertsApi.publicKey()
    if (key.res !== 1) throw new Error('failed')
    try {
      return (await subscribeForAlerts(key.dt.publicKey)).toJSON()
    } catch (error) {
      throw new Error(error instanceof PushRefused ? error.message : 'failed')
    }
  },
}
