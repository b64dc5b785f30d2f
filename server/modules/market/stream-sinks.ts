import type { ServerResponse } from 'node:http'
import { Http2ServerResponse } from 'node:http2'
import type { FrameSink, StreamConnection } from './quote-stream'

const eventStreamHeaders = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-store',
  // Proxies that buffer (nginx) pass this stream through as it comes.
  'X-Accel-Buffering': 'no',
}

/** @hono/node-server leaves a response with this header to the handler, which wrote it itself. */
const alreadySent = 'x-hono-already-sent'

/** A response of either protocol the listener speaks (server/h2c.ts). */
type NodeResponse = ServerResponse | Http2ServerResponse

/**
 * The Node response as the sink: a frame goes straight into the socket's buffer (HTTP/1.1) or the
 * HTTP/2 stream's, and a reader that has not taken it yet is waited for with one `drain` listener:
 * over HTTP/2 that is the stream's flow-control window running out, so a slow reader behind the
 * proxy is cut off as one on a socket of its own is. A client then costs its socket or stream,
 * request and response and one small client object, no web stream (docs/architecture.md, section 9).
 */
class ResponseSink implements FrameSink {
  /** What the sink uses of either response, which share it but not one type. */
  private readonly response: {
    write(bytes: Uint8Array): boolean
    once(event: 'drain', listener: () => void): unknown
    end(bytes?: Uint8Array): unknown
    destroy(): unknown
  }

  constructor(response: NodeResponse) {
    this.response = response as ServerResponse
  }

  write(bytes: Uint8Array, drained: () => void) {
    if (this.response.write(bytes)) return true
    this.response.once('drain', drained)
    return false
  }

  end(lastBytes?: Uint8Array) {
    if (lastBytes) this.response.end(lastBytes)
    else this.response.end()
  }

  destroy() {
    this.response.destroy()
  }
}

/**
 * Streams on the Node response itself. The head is written once the app's middlewares have added
 * their headers (the security policy, CORS) to the context's response, which they do after this
 * handler returns: by the next turn of the event loop they all have.
 */
export function streamOnNodeResponse(
  connection: StreamConnection,
  outgoing: NodeResponse,
  finalHeaders: () => Headers,
): Response {
  outgoing.once('close', connection.close)
  setImmediate(() => {
    if (outgoing instanceof Http2ServerResponse ? outgoing.stream.destroyed : outgoing.destroyed) return
    const head: Record<string, string> = {}
    for (const [name, value] of finalHeaders()) if (name !== alreadySent) head[name] = value
    outgoing.writeHead(200, head)
    connection.attach(new ResponseSink(outgoing))
  })
  const response = new Response(null, { headers: { ...eventStreamHeaders, [alreadySent]: '1' } })
  // @hono/node-server's own Response holds a body-less answer in a cached form that it writes out
  // and ends, whatever its headers; reading `body` turns it into a real Response, whose
  // already-sent header it honours (by leaving the connection alone).
  void response.body
  return response
}

/** In-process (`app.request()`, no Node response): the stream as a web stream holding one frame at most. */
export function streamOnWebResponse(connection: StreamConnection, signal: AbortSignal): Response {
  let controller!: ReadableStreamDefaultController<Uint8Array>
  let drained: (() => void) | undefined
  const body = new ReadableStream<Uint8Array>(
    {
      start: (c) => {
        controller = c
      },
      pull: () => {
        const waiting = drained
        drained = undefined
        waiting?.()
      },
      cancel: () => connection.close(),
    },
    { highWaterMark: 1 },
  )
  signal.addEventListener('abort', () => connection.close(), { once: true })
  connection.attach({
    write(bytes, whenDrained) {
      controller.enqueue(bytes)
      if ((controller.desiredSize ?? 0) > 0) return true
      drained = whenDrained
      return false
    },
    end(lastBytes) {
      if (lastBytes) controller.enqueue(lastBytes)
      controller.close()
    },
    destroy() {
      try {
        controller.close()
      } catch {}
    },
  })
  return new Response(body, { headers: eventStreamHeaders })
}
