import type { HttpBindings } from '@hono/node-server'
import type { Context, MiddlewareHandler } from 'hono'

/**
 * How much of a body that is too large is read and thrown away before the answer: a client that
 * is still sending when the connection closes with its bytes unread gets a reset (EPIPE,
 * ECONNRESET) instead of the 413, which it has not read yet. Like nginx's lingering close, but
 * bounded in bytes and time: beyond either, the answer goes out at once and the connection closes.
 */
const discardLimit = { bytes: 8 * 1024 * 1024, ms: 2000 }

/**
 * Reads on until the body ends, more than `bytes` have been read in all (counting `already`), or
 * `ms` have passed; whether the body ended. The reader is never cancelled: that would destroy the
 * socket before the answer is written.
 */
async function discardRest(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  already: number,
  { bytes, ms }: typeof discardLimit,
): Promise<boolean> {
  let read = already
  let timer: NodeJS.Timeout | undefined
  const expired = new Promise<'expired'>((resolve) => {
    timer = setTimeout(() => resolve('expired'), ms)
  })
  try {
    while (read <= bytes) {
      const next = await Promise.race([reader.read(), expired])
      if (next === 'expired') return false
      if (next.done) return true
      read += next.value.byteLength
    }
    return false
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Refuses a request body larger than `maxBytes` with `onTooLarge`, after reading and discarding
 * the rest of it within `discard` (see above). Only when the rest could not be read does the
 * answer close the connection (`Connection: close`): its unread bytes would otherwise be taken for
 * the client's next request on it. A body within the limit is read once and handed on in memory.
 */
export function bodyLimit({
  maxBytes,
  onTooLarge,
  discard = discardLimit,
}: {
  maxBytes: number
  onTooLarge: (c: Context) => Response | Promise<Response>
  discard?: typeof discardLimit
}): MiddlewareHandler {
  return async (c, next) => {
    // A GET has no body; asking for one would make @hono/node-server build a whole web Request,
    // kept for as long as the connection lives (for hours on the quote stream).
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    const body = c.req.raw.body
    if (!body) return next()
    // Over HTTP/2 (server/h2c.ts) the unread rest ends with the request's own stream: the
    // connection carries other requests and has no Connection header to close it with.
    const http2 = (c.env as Partial<HttpBindings> | undefined)?.incoming?.httpVersionMajor === 2
    const refuse = (whole: boolean) => {
      if (!whole && !http2) c.header('Connection', 'close')
      return onTooLarge(c)
    }
    const declared = c.req.raw.headers.get('content-length')
    if (declared !== null && !c.req.raw.headers.has('transfer-encoding')) {
      const length = Number.parseInt(declared, 10)
      if (!(length > maxBytes)) return next()
      // A body larger than could ever be discarded in time is not read at all.
      return refuse(length <= discard.bytes && (await discardRest(body.getReader(), 0, discard)))
    }
    // Chunked: the size is known only by reading.
    const reader = body.getReader()
    const chunks: Uint8Array[] = []
    let size = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) return refuse(await discardRest(reader, size, discard))
      chunks.push(value)
    }
    const whole = new Uint8Array(size)
    let offset = 0
    for (const chunk of chunks) {
      whole.set(chunk, offset)
      offset += chunk.byteLength
    }
    c.req.raw = new Request(c.req.raw, { body: whole })
    return next()
  }
}
