import { createBrowserHistory, RouterProvider } from '@tanstack/react-router'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { adoptOfflineAddress } from './features/offline/offline-address'
import { activateLocale, localeFromPath } from './lib/i18n'
import { captureInstallPrompt } from './lib/install-prompt'
import { hasPrerenderedMarkup } from './lib/prerendered-markup'
import { nextTask } from './lib/when-idle'
import { createRouter } from './router'

captureInstallPrompt()
adoptOfflineAddress()
// The prerendered text is in the page's language; its messages must be active before hydrating.
await activateLocale(localeFromPath(location.pathname), location.pathname)
// Evaluating the app, taking over the browser's history (the first time, the browser writes the
// router's key into the current entry, history.replaceState), building the router's route table and
// hydration's first slice are each some tens of milliseconds on a phone: a yield between each keeps
// them four tasks rather than one long one.
await nextTask()
const history = createBrowserHistory()
await nextTask()
const router = createRouter({ history })
await nextTask()
if (hasPrerenderedMarkup(document)) {
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for one long task (on a phone, the difference between a tap answered at once and a
  // quarter-second freeze). A choice made in a part not yet hydrated is no more lost than in a
  // single pass: there, too, the route's part hydrates after the root's.
  startTransition(() => {
    hydrateRoot(document, <RouterClient router={router} />)
  })
} else {
  // The dev server's empty page (scripts/tools/dev-html-shell.ts): nothing to hydrate, the browser renders the document.
  createRoot(document).render(<RouterProvider router={router} />)
}
