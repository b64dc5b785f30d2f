/** What reminders need of Web Push; the route hands in the browser's subscription (the alerts feature owns it). */
export interface PushAccess {
  availability: () => 'available' | 'unavailable' | 'blocked'
  endpoint: () => Promise<string | undefined>
  subscribe: () => Promise<PushSubscriptionJSON>
}
