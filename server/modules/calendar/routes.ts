import { Hono } from 'hono'
import * as v from 'valibot'
import {
  calendarEventFileQuery,
  calendarEventId,
  calendarFeedQuery,
  feedMaxAgeSeconds,
} from '../../../src/contract/calendar-export'
import { errorCodes } from '../../../src/contract/envelope'
import { apiPaths } from '../../../src/contract/paths'
import { fail } from '../../api/answers'
import type { ApiVariables } from '../../api/context'
import { operation } from '../../api/operation'
import { addressKey } from '../../client-address'
import type { CalendarExportService } from './export'
import type { CalendarService } from './service'

const calendarType = 'text/calendar; charset=utf-8'

/** Whether an If-None-Match names the tag, compared weakly as RFC 9110 asks for this header. */
export function etagMatches(header: string | undefined, tag: string): boolean {
  if (!header) return false
  const opaque = (value: string) => value.trim().replace(/^W\//, '')
  return header.split(',').some((candidate) => candidate.trim() === '*' || opaque(candidate) === opaque(tag))
}

const refuseWith400 = (response: Response) => new Response(response.body, { status: 400, headers: response.headers })

/**
 * The calendar calls W204–W208 (docs/architecture.md, section 4), then the GET addresses a calendar
 * app can fetch: the filtered feed and one event's file. Unlike the envelope API these may be cached:
 * a quarter of an hour in any cache, with an ETag so a poll that finds nothing new costs a 304. The
 * feed's tag comes from its data (export.ts), so the 304 is answered from the cache without building
 * anything.
 */
export function calendarRoutes(service: CalendarService, exports: CalendarExportService) {
  const app = new Hono<{ Variables: ApiVariables }>()

  operation(app, apiPaths.calendarList, (input) => service.calendarPage(input))
  operation(app, apiPaths.timeDifference, () => service.timeDifference())
  operation(app, apiPaths.orderList, () => service.orders())
  operation(app, apiPaths.currencyList, () => service.currencies())
  operation(app, apiPaths.indicatorHistory, (input) => service.indicatorHistory(input))

  app.get(apiPaths.calendarFeed, async (c) => {
    const parsed = v.safeParse(calendarFeedQuery, c.req.query())
    if (!parsed.success) return fail(c, errorCodes.invalidPayload, String(parsed.issues[0].path?.[0]?.key ?? ''))
    const { download, ...filter } = parsed.output
    const outcome = await exports.feed(filter, addressKey(c.get('clientAddress')))
    if (!outcome.ok) return fail(c, outcome.ec)
    const { body, etag: tag } = outcome.value
    c.header('ETag', tag)
    c.header('Cache-Control', `public, max-age=${feedMaxAgeSeconds}`)
    if (etagMatches(c.req.header('If-None-Match'), tag)) return c.body(null, 304)
    c.header('Content-Type', calendarType)
    c.header('Content-Disposition', `${download ? 'attachment' : 'inline'}; filename="economic-calendar.ics"`)
    return c.body(body)
  })

  app.get(`${apiPaths.calendarEventFile}/:file`, async (c) => {
    const id = c.req.param('file').replace(/\.ics$/, '')
    const query = v.safeParse(calendarEventFileQuery, c.req.query())
    if (!c.req.param('file').endsWith('.ics') || !v.is(calendarEventId, id) || !query.success) {
      return fail(c, errorCodes.invalidPayload, 'event')
    }
    const outcome = await exports.event(id, query.output.lang, addressKey(c.get('clientAddress')))
    // A date outside the calendar's window is a refusal the envelope API answers with 200 (res 0);
    // a calendar app reads only the status, so here it is a 400.
    if (!outcome.ok) return outcome.ec === errorCodes.dateOutOfRange ? refuseWith400(fail(c, outcome.ec)) : fail(c, outcome.ec)
    c.header('ETag', outcome.value.etag)
    c.header('Cache-Control', `public, max-age=${feedMaxAgeSeconds}`)
    if (etagMatches(c.req.header('If-None-Match'), outcome.value.etag)) return c.body(null, 304)
    c.header('Content-Type', calendarType)
    c.header('Content-Disposition', `attachment; filename="${id}.ics"`)
    return c.body(outcome.value.body)
  })

  return app
}
