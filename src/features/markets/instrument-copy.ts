import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Session } from '~/config/instruments'

/** What each instrument is, in words a visitor understands. */
export const instrumentDescriptions: Record<string, MessageDescriptor> = {
  EURUSD: msg`Euro against US dollar`,
  USDJPY: msg`US dollar against Japanese yen`,
  GBPUSD: msg`British pound against US dollar`,
  USDCHF: msg`US dollar against Swiss franc`,
  AUDUSD: msg`Australian dollar against US dollar`,
  NZDUSD: msg`New Zealand dollar against US dollar`,
  USDCAD: msg`US dollar against Canadian dollar`,
  EURCHF: msg`Euro against Swiss franc`,
  EURGBP: msg`Euro against British pound`,
  EURJPY: msg`Euro against Japanese yen`,
  EURAUD: msg`Euro against Australian dollar`,
  GBPJPY: msg`British pound against Japanese yen`,
  GBPCHF: msg`British pound against Swiss franc`,
  GBPAUD: msg`British pound against Australian dollar`,
  AUDJPY: msg`Australian dollar against Japanese yen`,
  AUDNZD: msg`Australian dollar against New Zealand dollar`,
  NZDJPY: msg`New Zealand dollar against Japanese yen`,
  CADJPY: msg`Canadian dollar against Japanese yen`,
  USDCNH: msg`US dollar against offshore Chinese yuan`,
  USDHKD: msg`US dollar against Hong Kong dollar`,
  XAUUSD: msg`Spot gold in US dollars per troy ounce`,
  XAGUSD: msg`Spot silver in US dollars per troy ounce`,
  UKOIL: msg`Brent crude oil, US dollars per barrel`,
  USOIL: msg`WTI crude oil, US dollars per barrel`,
  US500: msg`500 leading US companies`,
  US30: msg`30 US blue-chip companies`,
  NAS100: msg`100 largest non-financial Nasdaq companies`,
  HK50: msg`50 leading Hong Kong-listed companies`,
  JPN225: msg`225 leading Tokyo-listed companies`,
  GER30: msg`Leading German companies on the Frankfurt exchange`,
}

/** Trading hours per session, in UTC (the server's time zone for the simulated feed). */
export const sessionHours: Record<Session, MessageDescriptor> = {
  fx: msg`24 hours, Sunday 22:00 to Friday 22:00 UTC`,
  metals: msg`Sunday 23:00 to Friday 22:00 UTC, daily break 22:00–23:00`,
  energy: msg`Sunday 23:00 to Friday 22:00 UTC, daily break 22:00–23:00`,
  'us-index': msg`Sunday 23:00 to Friday 22:00 UTC, daily break 22:00–23:00`,
  'eu-index': msg`Monday to Friday 07:00–21:00 UTC`,
  'asia-index': msg`Monday to Friday 01:15–08:30 UTC`,
}
