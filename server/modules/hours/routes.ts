import { Hono } from 'hono'
import * as v from 'valibot'
import { feedMaxAgeSeconds } from '../../../src/contract/calendar-export'
import { errorCodes } from '../../../src/contract/envelope'
import { closuresFeedQuery } from '../../../src/contract/market-closures'
import { apiPaths } from '../../../src/contract/paths'
import { fail } from '../../api/answers'
import type { ApiVariables } from '../../api/context'
import { operation } from '../../api/operation'
import { addressKey } from '../../client-address'
import { etagMatches } from '../calendar/routes'
import type { HoursService } from './service'

/** W209 (the closures for the hours page and the instrument pages) and the closures' iCalendar feed, cached like the calendar's. */
export function hoursRoutes(service: HoursService) {
  const app = new Hono<{ Variables: ApiVariables }>()

  operation(app, apiPaths.marketClosures, () => service.closures())

  app.get(apiPaths.closuresFeed, async (c) => {
    const parsed = v.safeParse(closuresFeedQuery, c.req.query())
    if (!parsed.success) return fail(c, errorCodes.invalidPayload, String(parsed.issues[0].path?.[0]?.key ?? ''))
    const outcome = await service.feed(parsed.output.lang, addressKey(c.get('clientAddress')))
    if (!outcome.ok) return fail(c, outcome.ec)
    const { body, etag } = outcome.value
    c.header('ETag', etag)
    c.header('Cache-Control', `public, max-age=${feedMaxAgeSeconds}`)
    if (etagMatches(c.req.header('If-None-Match'), etag)) return c.body(null, 304)
    c.header('Content-Type', 'text/calendar; charset=utf-8')
    c.header('Content-Disposition', `${parsed.output.download ? 'attachment' : 'inline'}; filename="market-closures.ics"`)
    return c.body(body)
  })

  return app
}
