import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { i18n } from '~/lib/i18n'

/**
 * Renders a component as the app does: with a fresh query client (no retries, so a failure shows at
 * once) and the shared i18n instance.
 */
export function renderWithProviders(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>{ui}</I18nProvider>
    </QueryClientProvider>,
  )
}

/** The same, inside a router at `path`, for components with links or that read the address. */
export async function renderWithRouter(ui: ReactNode, path: string) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  await router.load()
  return renderWithProviders(<RouterProvider router={router} />)
}
