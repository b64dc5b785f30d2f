import { Redis, type RedisOptions } from 'ioredis'

/**
 * Redis may stop answering (a restart, a network fault, a frozen host): a command then fails within
 * half a second instead of waiting, and the caller falls back (the rate limits to their counts in
 * memory, the quote feed to its last prices, marked stale). Redis answers within a millisecond or
 * two when it is well. While the connection is down, commands fail at once rather than queue;
 * ioredis reconnects by itself (and subscribes again), so everything resumes when Redis is back.
 */
const failFast: RedisOptions = {
  commandTimeout: 500,
  connectTimeout: 2000,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
}

/**
 * The connections to the shared Redis: one for commands, one for the subscription to quote ticks
 * (a subscribed connection can do nothing else). Connection errors are logged and retried by
 * ioredis.
 */
export async function connectRedis(url: string) {
  const open = async () => {
    const connection = new Redis(url, { lazyConnect: true, ...failFast })
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
    async close() {
      await Promise.allSettled([client.quit(), subscriber.quit()])
    },
  }
}
