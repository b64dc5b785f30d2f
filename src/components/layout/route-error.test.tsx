import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { activateLocale, i18n } from '~/lib/i18n'
import { createRouter as createAppRouter } from '~/router'
import { RouteError } from './route-error'
import { SiteChrome } from './site-chrome'

beforeAll(() => activateLocale('de'))

/**
 * A page whose loader fails the first `failures` times, under the site's layout as the app nests
 * it, and a page with a layout of its own (as the sign-in pages have); failing routes show the
 * app's error component.
 */
function renderFailingPage(path: string, failures: number) {
  let loads = 0
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <aside>Risikohinweis</aside>
      </>
    ),
  })
  const loader = async () => {
    loads += 1
    if (loads <= failures) throw new TypeError('Failed to fetch dynamically imported module')
  }
  const site = createRoute({
    getParentRoute: () => rootRoute,
    id: 'site',
    component: () => (
      <SiteChrome>
        <Outlet />
      </SiteChrome>
    ),
  })
  const quotes = createRoute({
    getParentRoute: () => site,
    path: '/quotes',
    loader,
    component: () => <h1>EUR/USD</h1>,
  })
  const login = createRoute({
    getParentRoute: () => rootRoute,
    path: '/login',
    loader,
    component: () => <h1>Anmelden</h1>,
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([site.addChildren([quotes]), login]),
    history: createMemoryHistory({ initialEntries: [path] }),
    defaultErrorComponent: RouteError,
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>,
  )
  return { loads: () => loads }
}

describe('a route whose loader fails', () => {
  it('shows a translated message with a retry that loads the page again', async () => {
    const page = renderFailingPage('/quotes', 1)
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { name: 'Diese Seite konnte nicht geladen werden' })).toBeTruthy()
    expect(within(alert).getByText('Vielleicht wurde die Verbindung unterbrochen. Bitte versuchen Sie es erneut.')).toBeTruthy()
    // The layout stays around the error: the header, the footer and the root's risk warning.
    expect(screen.getByRole('banner')).toBeTruthy()
    expect(screen.getByRole('contentinfo')).toBeTruthy()
    expect(screen.getByText('Risikohinweis')).toBeTruthy()
    expect(screen.getAllByRole('main')).toHaveLength(1)
    expect(page.loads()).toBe(1)

    fireEvent.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }))
    expect(await screen.findByRole('heading', { name: 'EUR/USD' })).toBeTruthy()
    expect(page.loads()).toBe(2)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('keeps offering the retry while the loader keeps failing', async () => {
    const page = renderFailingPage('/quotes', 2)
    fireEvent.click(await screen.findByRole('button', { name: 'Erneut versuchen' }))
    await expect.poll(page.loads).toBe(2)
    expect(await screen.findByRole('button', { name: 'Erneut versuchen' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }))
    expect(await screen.findByRole('heading', { name: 'EUR/USD' })).toBeTruthy()
  })

  it('brings the site header and footer where the failing page had a layout of its own', async () => {
    renderFailingPage('/login', 1)
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(screen.getByRole('banner')).toBeTruthy()
    expect(screen.getByRole('contentinfo')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }))
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeTruthy()
  })
})

describe("the app's router", () => {
  it('gives every route that error component, and the root a catch boundary of its own in the document', () => {
    const router = createAppRouter()
    expect(router.options.defaultErrorComponent).toBe(RouteError)
    // The document around the root's boundary, so that an error there still renders inside a page.
    expect(router.routeTree.options).toEqual(
      expect.objectContaining({ errorComponent: expect.any(Function), shellComponent: expect.any(Function) }),
    )
  })
})
