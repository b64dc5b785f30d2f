/** Which path serves which operation (docs/architecture.md, section 4). */
export const apiPaths = {
  login: '/api/m/v1/W102',
  signUpFirstStep: '/api/m/v1/W103',
  signUp: '/api/m/v1/W104',
  resendPin: '/api/m/v1/W105',
  forgotPassword: '/api/m/v1/W201',
  emailExists: '/api/m/v1/W202',
  changePassword: '/api/m/v1/W203',
  calendarList: '/api/m/v1/W204',
  timeDifference: '/api/m/v1/W205',
  orderList: '/api/m/v1/W206',
  currencyList: '/api/m/v1/W207',
  /** Not in the specification: one indicator's past releases and its next one, for its page. */
  indicatorHistory: '/api/m/v1/W208',
  /** Not in the specification: the markets' closures and shortened sessions of the next eight weeks. */
  marketClosures: '/api/m/v1/W209',
  marketingSource: '/api/m/v1/W605',
  partnerUpdate: '/api/m/v1/W606',
  partnerSubmit: '/api/m/v1/W607',
  /** Not in the specification's path list: without it a saved draft could never be shown again. */
  partnerApplication: '/api/m/v1/W608',
  quoteList: '/api/q/v1/QF1001',
  openPrice: '/api/q/v1/QF1002',
  priceHistory: '/api/q/v1/QF1003',
  /** Not in the specification: the spreads the feed quoted, for the costs page (spread-statistics.ts). */
  spreadStatistics: '/api/q/v1/QF1004',
  partnerLead: '/api/subject/updateMCPartner',
  session: '/api/m/v1/session',
  quoteStream: '/api/q/v1/stream',
  /** GET: the calendar as a subscribable iCalendar feed, filtered by its query (calendar-export.ts). */
  calendarFeed: '/api/c/v1/calendar.ics',
  /** GET: one event as an iCalendar file, at `${calendarEventFile}/<event id>.ics`. */
  calendarEventFile: '/api/c/v1/event',
  /** GET: the markets' closures of the next eight weeks as a subscribable iCalendar feed (market-closures.ts). */
  closuresFeed: '/api/c/v1/closures.ics',
  pageView: '/api/a/v1/pageview',
  outboundClick: '/api/a/v1/outbound',
  /** A cookie choice, kept to demonstrate consent (src/contract/consent.ts). */
  consentRecord: '/api/a/v1/consent',
  pushKey: '/api/p/v1/key',
  alertCreate: '/api/p/v1/create',
  alertList: '/api/p/v1/list',
  alertRemove: '/api/p/v1/remove',
  reminderCreate: '/api/p/v1/reminder/create',
  reminderList: '/api/p/v1/reminder/list',
  reminderRemove: '/api/p/v1/reminder/remove',
} as const
