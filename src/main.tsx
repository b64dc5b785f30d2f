import { RouterClient } from '@tanstack/react-router/ssr/client'
import { hydrateRoot } from 'react-dom/client'
import { captureInstallPrompt } from './features/install/install-prompt'
import { adoptOfflineAddress } from './features/offline/offline-address'
import { activateLocale, localeFromPath } from './lib/i18n'
import { createRouter } from './router'

captureInstallPrompt()
adoptOfflineAddress()
// The prerendered text is in the page's language; its messages must be active before hydrating.
await activateLocale(localeFromPath(location.pathname), location.pathname)
const router = createRouter()
// Not as a transition: a concurrent hydration left parts of a page looking live but not yet
// listening, and a choice made in that moment (a select's change) was lost.
hydrateRoot(document, <RouterClient router={router} />)
