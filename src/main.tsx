import { RouterClient } from '@tanstack/react-router/ssr/client'
import { hydrateRoot } from 'react-dom/client'
import { captureInstallPrompt } from './features/install/install-prompt'
import { adoptOfflineAddress } from './features/offline/offline-address'
import { activateLocale, localeFromPath } from './lib/i18n'
import { createRouter } from './router'

captureInstallPrompt()
adoptOfflineAddress()
// The prerendered text is in the page's language; its catalog must be active before hydrating.
await activateLocale(localeFromPath(location.pathname))
const router = createRouter()
hydrateRoot(document, <RouterClient router={router} />)
