import { Redis } from 'ioredis'

/**
 * The connections to the shared Redis: one for commands, one for the subscription to quote ticks
 * (a subscribed connection can do nothing else). Connection errors are logged and retried by
 * ioredis; readiness (`/readyz`) reports whether Redis answers.
 */
export async function connectRedis(url: string) {
  const open = async () => {
    const connection = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 })
    // A Redis that cannot be reached at start stops the start with its own error (ioredis would
    // only say "Connection is closed"); once connected, errors are logged and retried.
    let refused: Error | undefined
    const remember = (error: Error) => {
      refused = error
    }
    connection.on('error', remember)
    try {
      await connection.connect()
    } catch (error) {
      connection.disconnect()
      throw refused ?? error
    }
    connection.off('error', remember)
    connection.on('error', (error: Error) =>
      console.error(JSON.stringify({ t: new Date().toISOString(), level: 'error', in: 'redis', message: error.message })),
    )
    return connection
  }
  const [client, subscriber] = await Promise.all([open(), open()])
  return {
    client,
    subscriber,
    async answers(): Promise<boolean> {
      try {
        return (await client.ping()) === 'PONG'
      } catch {
        return false
      }
    },
    async close() {
      await Promise.allSettled([client.quit(), subscriber.quit()])
    },
  }
}
