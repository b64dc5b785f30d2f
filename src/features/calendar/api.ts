import type { CalendarEvent } from '~/contract/market-data'
import { apiPaths } from '~/contract/paths'

export type { CalendarEvent }

import { request } from '~/lib/http'

export interface CalendarFilters {
  from: string
  to: string
  currencies: string[]
  importance: Array<1 | 2 | 3>
  page: number
}

export interface CalendarPage {
  lst: CalendarEvent[]
  pg: { page: number; pages: number; size: number; total: number }
  data: { from: string; to: string; generatedAt: string; demo: boolean }
}

async function call<T>(path: string, payload: unknown): Promise<T> {
  const result = await request<T>(path, payload, { silent: true })
  if (result.res !== 1) throw new Error(result.msg)
  return result.dt
}

export const calendarApi = {
  list: (filters: CalendarFilters) => call<CalendarPage>(apiPaths.calendarList, filters),
  timeDifference: () => call<{ timeDiff: number; timeZone: string }>(apiPaths.timeDifference, {}),
  currencies: () => call<{ currencyList: string[] }>(apiPaths.currencyList, {}),
}
