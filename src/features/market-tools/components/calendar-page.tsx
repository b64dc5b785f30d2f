import { CalendarGuide, CalendarIntro } from './calendar-copy'

export function CalendarPage() {
  return (
    <>
      <CalendarIntro />
      <CalendarGuide />
    </>
  )
}
