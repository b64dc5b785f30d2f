/**
 * The browser's fetch, answered by the real server app in this process: request-layer and
 * component tests run against the same routes, validation and database as production, with no
 * network and no mocks. `onRequest` sees each request before the app does (to record it, or to hold
 * it until the test lets it go).
 */
export function fetchToApp(
  app: { request: (request: Request) => Response | Promise<Response> },
  onRequest?: (request: Request) => void | Promise<void>,
): typeof fetch {
  return async (input, init) => {
    const address = input instanceof Request ? input.url : String(input)
    const request = new Request(new URL(address, 'http://localhost'), input instanceof Request ? input : init)
    await onRequest?.(request.clone())
    return app.request(request)
  }
}
