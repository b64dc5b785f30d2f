import { expect, it } from 'vitest'
import { createRouter } from './router'

it('keeps numeric-looking search values as they stand in the address', () => {
  const router = createRouter()
  expect(router.options.parseSearch('?v=1234')).toEqual({ v: '1234' })
  const download = router.buildLocation({ to: '/{-$lang}/download', params: { lang: 'en' }, search: { v: '1234' } })
  expect(download.href).toBe('/en/download?v=1234')
  const login = router.buildLocation({ to: '/{-$lang}/login', params: { lang: 'pl' }, search: { redirect: '2026' } })
  expect(login.href).toBe('/pl/login?redirect=2026')
})
