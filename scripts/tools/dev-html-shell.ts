import type { Plugin } from 'vite'

/**
 * The page every address gets from the dev server. The site has no index.html of its own (its
 * pages come from the prerender step, scripts/build/prerender.ts); in development the browser renders
 * the page instead, so all a page needs is the entry. The root route renders the whole document
 * (src/routes/__root.tsx), and src/app.tsx renders it into this empty one.
 */
export const devHtmlShell = `<!doctype html>
<html>
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
  </head>
  <body>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`

/**
 * Whether a request that no file answered is for a page: a browser's navigation asks for HTML; the
 * service worker (PWA_DEV=1) fetches the offline pages it keeps with any Accept, by an address with
 * no file extension.
 */
export function wantsPage(method: string | undefined, accept: string | undefined, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false
  const path = url.split(/[?#]/)[0] ?? ''
  return (accept ?? '').includes('text/html') || !/\.[^/]*$/.test(path)
}

/**
 * Answers page loads with the shell, after Vite's own middlewares found no file for them. Only
 * `npm run dev` (scripts/tools/dev.ts) adds this plugin, so it never reaches the production build.
 */
export function devHtmlShellPlugin(): Plugin {
  return {
    name: 'broker:dev-html-shell',
    apply: 'serve',
    configureServer(server) {
      // Returned, the middleware runs after Vite's: a module or a file of public/ is served as itself.
      return () => {
        server.middlewares.use(async (req, res, next) => {
          if (!wantsPage(req.method, req.headers.accept, req.url ?? '/')) return next()
          try {
            const html = await server.transformIndexHtml(req.originalUrl ?? req.url ?? '/', devHtmlShell)
            res.statusCode = 200
            res.setHeader('Content-Type', 'text/html; charset=utf-8')
            res.setHeader('Cache-Control', 'no-store')
            res.end(req.method === 'HEAD' ? undefined : html)
          } catch (error) {
            next(error)
          }
        })
      }
    },
  }
}
