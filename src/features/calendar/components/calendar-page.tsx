import { CalendarBoard } from './calendar-board'
import { CalendarGuide, CalendarIntro } from './calendar-copy'

export function CalendarPage() {
  return (
    <>
      <CalendarIntro />
      <CalendarBoard />
      <CalendarGuide />
    </>
  )
}
