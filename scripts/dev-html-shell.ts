import type { Plugin } from 'vite'

/**
 * The page every address gets from the dev server. The site has no index.html of its own (its
 * pages come from the prerender step, scripts/prerender.ts); in development the browser renders
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

/** Whether a request is a page load (a browser navigation) rather than a module, a file or a data call. */
export function wantsPage(method: string | undefined, accept: string | undefined): boolean {
  return (method === 'GET' || method === 'HEAD') && (accept ?? '').includes('text/html')
}

/**
 * Answers page loads with the shell, after Vite's own middlewares found no file for them. Only
 * `npm run dev` (scripts/dev.ts) adds this plugin, so it never reaches the production build.
 */
export function devHtmlShellPlugin(): Plugin {
  return {
    name: 'broker:dev-html-shell',
    apply: 'serve',
    configureServer(server) {
      // Returned, the middleware runs after Vite's: a module or a file of public/ is served as itself.
      return () => {
        server.middlewares.use(async (req, res, next) => {
          if (!wantsPage(req.method, req.headers.accept)) return next()
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
