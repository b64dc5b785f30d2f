import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { CalendarPage } from '~/features/calendar/components/calendar-page'
import { pageHead } from '~/lib/page-head'

export const Route = createFileRoute('/{-$lang}/_site/trading/calendar')({
  head: pageHead({
    title: msg`Economic calendar`,
    description: msg`Upcoming economic releases and central-bank decisions with importance, forecast, previous and actual values.`,
    keywords: msg`economic calendar, forex calendar, central bank, CPI, payrolls`,
  }),
  component: CalendarPage,
})
