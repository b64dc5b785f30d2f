import type { Instrument } from '../../src/config/instruments'
import { sessionSchedules } from '../../src/config/session-schedules'

/**
 * How the simulated feed's spread moves (docs/architecture.md, section 10). The spread's logarithm
 * reverts to a target a little below the typical spread, with noise and now and then a short
 * widening, so that its average over a day comes out close to the typical spread, as a broker's
 * "typical" is. The target widens where real markets quote wider: around the daily rollover and
 * close, and in the first minutes after a market opens. The spread kept is the raw level; quotes
 * round it to the instrument's price step and never go below the floor.
 */

/** The lowest spread quoted, as a share of the typical spread. */
const floorShare = 0.7
/** The calm level the spread reverts to, as a share of the typical spread (the widenings lift the average to about 1). */
const calmShare = 0.965
/** Half of a disturbance is gone after this many seconds. */
const halfLifeSeconds = 20
/** The spread's spread: the standard deviation of its logarithm around the target. */
const noise = 0.12
/** A random widening (a burst of orders, a price jump elsewhere) arrives about this often. */
const widenEverySeconds = 30 * 60
/** A random widening multiplies the spread by 1.5 to 3 for a moment, then fades with the half-life. */
const widening = { least: 1.5, most: 3 }
/** Just after a market opens the spread is this much wider, fading with `openingMinutes`. */
const openingExtra = 1.5
const openingMinutes = 8
/** In the last minutes before the close (the rollover, for forex) the spread widens up to this much. */
const closingExtra = 0.5
const closingMinutes = 10

const dayMinutes = 24 * 60
const reversion = Math.LN2 / halfLifeSeconds

const priceStep = (instrument: Instrument) => 10 ** -instrument.digits

/** The spread quoted for a raw level, in whole price steps: rounded, at least the floor. */
function quotedSteps(instrument: Instrument, raw: number): number {
  const step = priceStep(instrument)
  const floor = Math.max(1, Math.ceil((instrument.spread * floorShare) / step - 1e-9))
  return Math.max(floor, Math.round(raw / step))
}

/** The spread quoted for a raw level, in price units. */
export function quotedSpread(instrument: Instrument, raw: number): number {
  return Number((quotedSteps(instrument, raw) * priceStep(instrument)).toFixed(instrument.digits))
}

/**
 * How much wider than calm the spread is at a moment, from the session's timetable: right after
 * the daily opening (for forex the rollover at 22:00 UTC, for the markets with a daily break their
 * reopening at 23:00, for the exchange sessions their first minutes) and before the close.
 */
function timeWidening(instrument: Instrument, at: Date): number {
  const minute = (at.getTime() / 60_000) % dayMinutes
  const schedule = sessionSchedules[instrument.session]
  const [opens, closes] = schedule.kind === 'weekly' ? [schedule.opens, schedule.closes] : [schedule.from, schedule.to]
  const sinceOpen = (minute - opens + dayMinutes) % dayMinutes
  const toClose = (closes - minute + dayMinutes) % dayMinutes
  return 1 + openingExtra * Math.exp(-sinceOpen / openingMinutes) + closingExtra * Math.max(0, 1 - toClose / closingMinutes)
}

/** A standard normal number from two uniform ones. */
function gaussian(random: () => number): number {
  return Math.sqrt(-2 * Math.log(Math.max(random(), 1e-12))) * Math.cos(2 * Math.PI * random())
}

/**
 * The raw spread `seconds` after `raw`: an Ornstein-Uhlenbeck step of its logarithm (exact for any
 * step length, so a feed stepped every 10 seconds moves like one stepped every second), plus a
 * random widening with its probability over the step. Never below the floor.
 */
export function nextSpread(instrument: Instrument, raw: number, at: Date, seconds: number, random: () => number): number {
  const typical = instrument.spread
  const target = Math.log(calmShare * timeWidening(instrument, at))
  const decay = Math.exp(-reversion * seconds)
  let level = target + (Math.log(raw / typical) - target) * decay
  level += noise * Math.sqrt(1 - decay * decay) * gaussian(random)
  if (random() < 1 - Math.exp(-seconds / widenEverySeconds))
    level += Math.log(widening.least + (widening.most - widening.least) * random())
  return Math.max(typical * floorShare, typical * Math.exp(level))
}
