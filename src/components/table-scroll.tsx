import type { ReactNode } from 'react'

/**
 * The box a wide table scrolls sideways in on a narrow screen, so the page itself never does. A
 * keyboard must be able to scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable), so it is
 * in the tab order, and as a tab stop it is a region named like its table.
 */
export function TableScroll({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className ? `table-scroll ${className}` : 'table-scroll'} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  )
}
