import { createFileRoute, Outlet } from '@tanstack/react-router'
import { SiteChrome } from '~/components/layout/site-chrome'
import { SubNavTabs } from '~/components/sub-nav-tabs'

export const Route = createFileRoute('/{-$lang}/_site')({
  component: SiteLayout,
})

function SiteLayout() {
  return (
    <SiteChrome>
      <SubNavTabs />
      <Outlet />
    </SiteChrome>
  )
}
