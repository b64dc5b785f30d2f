import type { ComponentProps } from 'react'
import { CalendarBoard } from './calendar-board'
import { CalendarGuide, CalendarIntro } from './calendar-copy'

/** The calendar page; the route may add controls from other features through the board's slots. */
export function CalendarPage(slots: ComponentProps<typeof CalendarBoard>) {
  return (
    <>
      <CalendarIntro />
      <CalendarBoard {...slots} />
      <CalendarGuide />
    </>
  )
}
