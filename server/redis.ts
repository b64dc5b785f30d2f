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
    connection.on('error', (error: Error) =>
      console.error(JSON.stringify({ t: new Date().toISOString(), level: 'error', in: 'redis', message: error.message })),
    )
    await connection.connect()
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
