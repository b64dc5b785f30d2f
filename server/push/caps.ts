/**
 * The caps on what waits to be pushed (price alerts, event reminders), shared by every feature that
 * stores pushes per subscription. A subscription endpoint is easy to invent, an address is not: so
 * besides its cap per subscription, one address may hold a few subscriptions' worth over all its
 * endpoints, room for a household's several browsers.
 */
const subscriptionsPerAddress = 3

export function perAddressCap(perSubscription: number): number {
  return subscriptionsPerAddress * perSubscription
}

/** How a feature's store counts what still waits to be pushed, by subscription or by address. */
export interface WaitingCount {
  countWaiting(by: { endpoint: string } | { addressKey: string }): Promise<number>
}

/** Whether one more may wait for this endpoint and this address under both caps. */
export async function roomToWait(
  store: WaitingCount,
  { endpoint, addressKey }: { endpoint: string; addressKey: string },
  perSubscription: number,
): Promise<boolean> {
  return (
    (await store.countWaiting({ endpoint })) < perSubscription &&
    (await store.countWaiting({ addressKey })) < perAddressCap(perSubscription)
  )
}
