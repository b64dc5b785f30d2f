/** Shapes of the market-data answers (QF1001/QF1002 and W204), shared by the server and the web app. */

export interface Quote {
  name: string
  bid: number
  ask: number
  /** When this price was last set (ISO 8601). */
  time: string
  /** Whether the instrument's market is trading now; a closed market keeps its last price. */
  status: 'open' | 'closed'
}

export interface CalendarEvent {
  id: string
  /** Stable key of the recurring release; the web app names it in the page's language. */
  event: string
  title: string
  country: string
  currency: string
  importance: 1 | 2 | 3
  time: string
  unit: '%' | 'K' | 'index'
  actual: number | null
  forecast: number | null
  previous: number | null
}
