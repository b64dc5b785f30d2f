/// <reference lib="webworker" />
/**
 * Reads a user agent off the page's main thread (src/lib/client-headers.ts): one message in, its
 * description out.
 */
import { UAParser } from 'ua-parser-js'
import { describeUserAgent } from './user-agent-description'

declare const self: DedicatedWorkerGlobalScope

self.onmessage = (event: MessageEvent<string>) => self.postMessage(describeUserAgent(new UAParser(event.data)))
