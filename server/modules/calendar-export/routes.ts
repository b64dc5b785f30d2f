import { Hono } from 'hono'
import { etag } from 'hono/etag'
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
import type { CalendarExportService } from './service'

const calendarType = 'text/calendar; charset=utf-8'

/**
 * GET addresses a calendar app can fetch: the filtered feed and one event's file. Unlike the
 * envelope API these may be cached: a quarter of an hour in any cache, with an ETag so a poll
 * that finds nothing new costs a 304.
 */
export function calendarExportRoutes(service: CalendarExportService) {
  const app = new Hono<{ Variables: ApiVariables }>()
  app.use(`${apiPaths.calendarFeed}`, etag())
  app.use(`${apiPaths.calendarEventFile}/*`, etag())

  app.get(apiPaths.calendarFeed, (c) => {
    const parsed = v.safeParse(calendarFeedQuery, c.req.query())
    if (!parsed.success) return fail(c, errorCodes.invalidPayload, String(parsed.issues[0].path?.[0]?.key ?? ''))
    const { download, ...filter } = parsed.output
    const body = service.feed(filter, new URL(c.req.url).href)
    c.header('Content-Type', calendarType)
    c.header('Cache-Control', `public, max-age=${feedMaxAgeSeconds}`)
    c.header('Content-Disposition', `${download ? 'attachment' : 'inline'}; filename="economic-calendar.ics"`)
    return c.body(body)
  })

  app.get(`${apiPaths.calendarEventFile}/:file`, (c) => {
    const id = c.req.param('file').replace(/\.ics$/, '')
    const query = v.safeParse(calendarEventFileQuery, c.req.query())
    if (!c.req.param('file').endsWith('.ics') || !v.is(calendarEventId, id) || !query.success) {
      return fail(c, errorCodes.invalidPayload, 'event')
    }
    const outcome = service.event(id, query.output.lang)
    if (!outcome.ok) return fail(c, outcome.ec)
    c.header('Content-Type', calendarType)
    c.header('Cache-Control', `public, max-age=${feedMaxAgeSeconds}`)
    c.header('Content-Disposition', `attachment; filename="${id}.ics"`)
    return c.body(outcome.value)
  })

  return app
}
