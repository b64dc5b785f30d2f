import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { InstrumentName } from '../contract/instruments'

/** What each instrument is, in words a visitor understands. */
export const instrumentDescriptions: Record<InstrumentName, MessageDescriptor> = {
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
