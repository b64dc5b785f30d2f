import type * as v from 'valibot'
import {
  changePasswordPayload,
  emailExistsAnswer,
  emailOnlyPayload,
  loginPayload,
  nextAddressAnswer,
  resendPinPayload,
  resetStartedAnswer,
  sessionAnswer,
  sessionPayload,
  signUpDetailsPayload,
  signUpPayload,
  signUpStartedAnswer,
} from './accounts'
import { consentRecordPayload } from './consent'
import {
  createReminderPayload,
  listRemindersPayload,
  reminderAnswer,
  reminderListAnswer,
  removedReminderAnswer,
  removeReminderPayload,
} from './event-reminders'
import { empty } from './fields'
import { marketClosuresAnswer } from './market-closures'
import {
  calendarListAnswer,
  calendarListPayload,
  currencyListAnswer,
  goodsPayload,
  indicatorHistoryAnswer,
  indicatorHistoryPayload,
  openPriceAnswer,
  orderListAnswer,
  priceHistoryAnswer,
  priceHistoryPayload,
  quoteListAnswer,
  timeDifferenceAnswer,
} from './market-data'
import {
  partnerApplicationAnswer,
  partnerApplicationPayload,
  partnerLeadAnswer,
  partnerLeadPayload,
  savedPartnerApplicationAnswer,
} from './partners'
import { apiPaths } from './paths'
import {
  alertAnswer,
  alertListAnswer,
  createAlertPayload,
  listAlertsPayload,
  removeAlertPayload,
  removedAlertAnswer,
} from './price-alerts'
import { pushKeyAnswer } from './push'
import { spreadStatisticsAnswer, spreadStatisticsPayload } from './spread-statistics'
import { marketingSourcePayload, outboundClickPayload, pageViewPayload } from './tracking'

/**
 * Every POST operation of the API (docs/architecture.md, section 4): its path, the schema of its payload and
 * the schema of its answer's `dt`. The server validates payloads with these and registers its
 * handlers by path, typed by the answer; the web app takes its request and answer types from here
 * (type-only imports, so no schema reaches a phone).
 */
export const operations = {
  [apiPaths.login]: { payload: loginPayload, answer: nextAddressAnswer },
  [apiPaths.signUpFirstStep]: { payload: signUpDetailsPayload, answer: signUpStartedAnswer },
  [apiPaths.signUp]: { payload: signUpPayload, answer: nextAddressAnswer },
  [apiPaths.resendPin]: { payload: resendPinPayload, answer: empty },
  [apiPaths.forgotPassword]: { payload: emailOnlyPayload, answer: resetStartedAnswer },
  [apiPaths.emailExists]: { payload: emailOnlyPayload, answer: emailExistsAnswer },
  [apiPaths.changePassword]: { payload: changePasswordPayload, answer: empty },
  [apiPaths.session]: { payload: sessionPayload, answer: sessionAnswer },
  [apiPaths.calendarList]: { payload: calendarListPayload, answer: calendarListAnswer },
  [apiPaths.timeDifference]: { payload: empty, answer: timeDifferenceAnswer },
  [apiPaths.orderList]: { payload: empty, answer: orderListAnswer },
  [apiPaths.currencyList]: { payload: empty, answer: currencyListAnswer },
  [apiPaths.indicatorHistory]: { payload: indicatorHistoryPayload, answer: indicatorHistoryAnswer },
  [apiPaths.marketClosures]: { payload: empty, answer: marketClosuresAnswer },
  [apiPaths.marketingSource]: { payload: marketingSourcePayload, answer: empty },
  [apiPaths.partnerUpdate]: { payload: partnerApplicationPayload, answer: partnerApplicationAnswer },
  [apiPaths.partnerSubmit]: { payload: empty, answer: partnerApplicationAnswer },
  [apiPaths.partnerApplication]: { payload: empty, answer: savedPartnerApplicationAnswer },
  [apiPaths.quoteList]: { payload: goodsPayload, answer: quoteListAnswer },
  [apiPaths.openPrice]: { payload: goodsPayload, answer: openPriceAnswer },
  [apiPaths.priceHistory]: { payload: priceHistoryPayload, answer: priceHistoryAnswer },
  [apiPaths.spreadStatistics]: { payload: spreadStatisticsPayload, answer: spreadStatisticsAnswer },
  [apiPaths.partnerLead]: { payload: partnerLeadPayload, answer: partnerLeadAnswer },
  [apiPaths.pageView]: { payload: pageViewPayload, answer: empty },
  [apiPaths.outboundClick]: { payload: outboundClickPayload, answer: empty },
  [apiPaths.consentRecord]: { payload: consentRecordPayload, answer: empty },
  [apiPaths.pushKey]: { payload: empty, answer: pushKeyAnswer },
  [apiPaths.alertCreate]: { payload: createAlertPayload, answer: alertAnswer },
  [apiPaths.alertList]: { payload: listAlertsPayload, answer: alertListAnswer },
  [apiPaths.alertRemove]: { payload: removeAlertPayload, answer: removedAlertAnswer },
  [apiPaths.reminderCreate]: { payload: createReminderPayload, answer: reminderAnswer },
  [apiPaths.reminderList]: { payload: listRemindersPayload, answer: reminderListAnswer },
  [apiPaths.reminderRemove]: { payload: removeReminderPayload, answer: removedReminderAnswer },
} as const satisfies Record<string, { payload: v.GenericSchema; answer: v.GenericSchema }>

export type Operations = typeof operations
export type OperationPath = keyof Operations
/** What a caller sends: the schema's input (defaults may be left out). */
export type PayloadOf<P extends OperationPath> = v.InferInput<Operations[P]['payload']>
/** What a handler receives once the payload is validated and normalised. */
export type InputOf<P extends OperationPath> = v.InferOutput<Operations[P]['payload']>
/** The answer's `dt`. */
export type AnswerOf<P extends OperationPath> = v.InferOutput<Operations[P]['answer']>
