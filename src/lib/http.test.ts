import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { errorCodes } from '~/contract/envelope'
import { apiPaths } from '~/contract/paths'
import { fetchToApp } from '../../scripts/test-support/fetch-to-app'
import { createTestApp } from '../../scripts/test-support/test-app'
import { deviceOf, platformOf, systemOf } from './client-headers'
import { cookieNames, readCookie, removeCookie, writeCookie } from './cookies'
import { ApiError, request, requestData, requestDelete, setFailureNotifier } from './http'
import { activateLocale } from './i18n'

const chromeOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const chromeOnAndroid =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'

let t: Awaited<ReturnType<typeof createTestApp>>
let seen: Request[]
const notified: string[] = []

beforeAll(async () => {
  await activateLocale('en')
})

beforeEach(async () => {
  t = await createTestApp()
  seen = []
  notified.length = 0
  setFailureNotifier((message) => notified.push(message))
  // The browser's fetch goes to the real server app in this process.
  vi.stubGlobal(
    'fetch',
    fetchToApp(t.app, (request) => void seen.push(request)),
  )
  for (const name of Object.values(cookieNames)) removeCookie(name)
})

afterEach(() => vi.unstubAllGlobals())

describe('client description headers', () => {
  it('derive platform, device and system from the user agent as the spec describes', async () => {
    expect(platformOf(chromeOnWindows)).toBe('1')
    expect(platformOf(safariOnIphone)).toBe('2')
    expect(platformOf(chromeOnAndroid)).toBe('2')
    expect(await deviceOf(chromeOnWindows)).toBe('Chrome 131.0.0.0')
    expect(await systemOf(chromeOnWindows)).toBe('Windows 10')
    expect(await systemOf(safariOnIphone)).toBe('iOS')
    expect(await systemOf(chromeOnAndroid)).toBe('Android')
  })

  it('share one IMEI, the one the cookie keeps, when the first calls of a visit go out together', async () => {
    await Promise.all([
      request(apiPaths.quoteList, { goods: 'EURUSD' }),
      request(apiPaths.quoteList, { goods: 'GBPUSD' }),
      request(apiPaths.quoteList, { goods: 'USDJPY' }),
    ])
    const sent = new Set(seen.map((call) => call.headers.get('imei')))
    expect(sent.size).toBe(1)
    expect([...sent][0]).toBe(readCookie(cookieNames.imei))
    expect(new Set(seen.map((call) => call.headers.get('device'))).size).toBe(1)
    await request(apiPaths.quoteList, { goods: 'EURUSD' })
    expect(seen.at(-1)!.headers.get('imei')).toBe(readCookie(cookieNames.imei))
  })

  it('let the first calls of a visit, which wait for one description together, go out one task each', async () => {
    // Tasks queued with setTimeout run here one at a time, in order, so what each one sends can be counted.
    const tasks: Array<() => void> = []
    vi.stubGlobal('setTimeout', (run: () => void) => tasks.push(run))
    const settle = () => new Promise((resolve) => setImmediate(resolve))
    const calls = [
      request(apiPaths.quoteList, { goods: 'EURUSD' }),
      request(apiPaths.quoteList, { goods: 'GBPUSD' }),
      request(apiPaths.quoteList, { goods: 'USDJPY' }),
    ]
    const sentPerTask: number[] = []
    for (let step = 0; step < 200 && seen.length < calls.length; step++) {
      // Lets what is not a task of the page (loading the user agent parser) move on.
      await settle()
      const next = tasks.shift()
      if (!next) continue
      const before = seen.length
      next()
      await settle()
      sentPerTask.push(seen.length - before)
    }
    // Each request in a task of its own, none sent outside a task.
    expect(sentPerTask.filter((sent) => sent > 0)).toEqual([1, 1, 1])
    await Promise.all(calls)
  })

  it('are sent with every call and kept in their cookies; the IMEI is created once', async () => {
    writeCookie(cookieNames.language, 'pl')
    await request(apiPaths.quoteList, { goods: 'EURUSD' })
    await request(apiPaths.quoteList, { goods: 'EURUSD' })
    const [first, second] = seen
    expect(first!.method).toBe('POST')
    expect(first!.credentials).toBe('include')
    expect(first!.headers.get('accept')).toBe('application/json')
    expect(first!.headers.get('content-type')).toBe('application/json;charset=utf-8')
    expect(first!.headers.get('imei')).toMatch(/^[0-9a-f-]{36}$/)
    expect(second!.headers.get('imei')).toBe(first!.headers.get('imei'))
    expect(readCookie(cookieNames.imei)).toBe(first!.headers.get('imei'))
    expect(first!.headers.get('version')).toBe('0.0.1')
    expect(first!.headers.get('channel')).toBe('0')
    expect(first!.headers.get('platform')).toBe(readCookie(cookieNames.platform))
    expect(first!.headers.get('device')).toBe(readCookie(cookieNames.device))
    expect(first!.headers.get('system')).toBe(readCookie(cookieNames.system))
    expect(first!.headers.get('language')).toBe('pl')
    expect(first!.headers.get('authorization')).toBeNull()
  })

  it('read the cookie jar once per call once they are kept (each reading is a synchronous call into the browser)', async () => {
    await request(apiPaths.quoteList, { goods: 'EURUSD' })
    const jar = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!
    let readings = 0
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get() {
        readings++
        return jar.get!.call(this)
      },
      set(value: string) {
        jar.set!.call(this, value)
      },
    })
    try {
      await request(apiPaths.quoteList, { goods: 'EURUSD' })
    } finally {
      delete (document as { cookie?: string }).cookie
    }
    expect(seen.at(-1)!.headers.get('device')).toBe(readCookie(cookieNames.device))
    expect(readings).toBe(1)
  })
})

describe('answers', () => {
  it('keep a new Authorization value and send it from then on', async () => {
    await t.register('web@example.de')
    const login = await request(apiPaths.login, {
      email: 'web@example.de',
      password: 'secret123',
      isSave: false,
    })
    expect(login.res).toBe(1)
    const token = readCookie(cookieNames.authorization)
    expect(token).toBeTruthy()
    const session = await request(apiPaths.session, {})
    expect(seen.at(-1)!.headers.get('authorization')).toBe(token)
    expect(session.res).toBe(1)
  })

  it('send every body as JSON, and keep a request alive past the page when asked', async () => {
    const answer = await request(apiPaths.quoteList, { goods: 'EURUSD,GBPUSD' }, { keepalive: true })
    expect(seen[0]!.headers.get('content-type')).toBe('application/json;charset=utf-8')
    expect(await seen[0]!.text()).toBe('{"goods":"EURUSD,GBPUSD"}')
    expect(seen[0]!.keepalive).toBe(true)
    expect(answer.dt.list).toHaveLength(2)
  })

  it('read a DELETE or 204 answer as text', async () => {
    const answer = await requestDelete(apiPaths.session)
    expect(answer).toEqual({ res: 1, ec: 0, dt: '', msg: '' })
  })

  it('turn a status outside 200–299 into res 0 with the status or the server’s code, and toast its message', async () => {
    // A path outside the contract, as an older server or a typo in a proxy rule would answer.
    const answer = await request('/api/m/v1/W999' as typeof apiPaths.session, {})
    expect(answer).toMatchObject({ res: 0, ec: errorCodes.unknownPath })
    expect(answer.msg).not.toBe('')
    expect(notified).toEqual([answer.msg])
  })

  it('turn a network failure into res 0, ec 0 and the catalogue message in the page’s language', async () => {
    await activateLocale('de')
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch')
    })
    const answer = await request(apiPaths.quoteList, { goods: 'EURUSD' })
    expect(answer.res).toBe(0)
    expect(answer.ec).toBe(0)
    expect(answer.msg).toMatch(/Verbindung/)
    expect(notified).toEqual([answer.msg])
    await activateLocale('en')
  })

  it('fall back to the catalogue message for ec when a failure carries no message (the original’s broken fallback)', async () => {
    await activateLocale('pl')
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ res: 0, ec: errorCodes.invalidCredentials, dt: {}, msg: '' }), { status: 200 }),
    )
    const answer = await request(apiPaths.login, { email: 'a@b.de', password: 'x' })
    expect(answer.msg).toBe('')
    expect(notified).toHaveLength(1)
    expect(notified[0]).not.toBe('')
    expect(notified[0]).not.toBe('The e-mail address or password is incorrect.')
    await activateLocale('en')
  })

  it('give a query the data, or an ApiError with the code and message, without a toast', async () => {
    expect((await requestData(apiPaths.quoteList, { goods: 'EURUSD' })).list[0]!.name).toBe('EURUSD')
    const refused = await requestData(apiPaths.quoteList, { goods: 'NOPE' }).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ApiError)
    expect(refused).toMatchObject({ ec: errorCodes.invalidPayload })
    expect((refused as ApiError).message).toContain('goods')
    expect(notified).toEqual([])
  })

  it('let a caller silence the toast and still get the answer', async () => {
    const answer = await request(apiPaths.login, { email: 'nobody@example.de', password: 'x1234567' }, { silent: true })
    expect(answer.ec).toBe(errorCodes.invalidCredentials)
    expect(notified).toEqual([])
  })
})
