import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

/** Pictograms drawn for this diagram (24 × 24, stroked in the text colour): a drawing, not a picture of MetaTrader. */
const pictograms = {
  terminal: (
    <>
      <rect x="2.5" y="4" width="19" height="13" rx="1.5" />
      <path d="M8 21h8M12 17v4" />
    </>
  ),
  chart: (
    <>
      <path d="M3 3v18h18" />
      <path d="M8 8v8M7 10h2v4H7zM13 5v9M12 7h2v5h-2zM18 9v8M17 11h2v4h-2z" />
    </>
  ),
  advisor: (
    <>
      <rect x="4" y="8" width="16" height="12" rx="2" />
      <path d="M12 8V4M9 4h6M9 13h.01M15 13h.01M9 17h6" />
    </>
  ),
  server: (
    <>
      <rect x="3" y="3" width="18" height="7" rx="1.5" />
      <rect x="3" y="14" width="18" height="7" rx="1.5" />
      <path d="M7 6.5h.01M7 17.5h.01M11 6.5h6M11 17.5h6" />
    </>
  ),
}

function Pictogram({ children }: { children: ReactNode }) {
  return (
    <svg
      className="mt4-pictogram"
      viewBox="0 0 24 24"
      width="40"
      height="40"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  )
}

/**
 * How MetaTrader 4 works with an account, as a diagram: the terminal, its charts, an Expert Advisor
 * and our trading server. An illustration on purpose: a screenshot of MetaQuotes' terminal would
 * show their product, not ours, and a mock-up would pretend to be one.
 */
export function Mt4Workflow({ liveServer, demoServer }: { liveServer: string; demoServer: string }) {
  const { t } = useLingui()
  const steps: Array<{ icon: keyof typeof pictograms; title: string; text: string }> = [
    {
      icon: 'terminal',
      title: t`Your terminal`,
      text: t`MetaTrader 4 on Windows or macOS, or the MetaTrader 4 app on Android and iOS.`,
    },
    {
      icon: 'chart',
      title: t`Charts and analysis`,
      text: t`Nine timeframes, 30 built-in indicators and your own MQL4 indicators.`,
    },
    {
      icon: 'advisor',
      title: t`Expert Advisors`,
      text: t`Your rules in MQL4, tried in the Strategy Tester, trading while the terminal runs.`,
    },
    {
      icon: 'server',
      title: t`Our trading server`,
      text: t`${liveServer} or ${demoServer} receives your orders and executes them at our prices.`,
    },
  ]
  return (
    <figure className="mt4-workflow">
      <ol className="mt4-workflow-steps">
        {steps.map((step) => (
          <li key={step.icon}>
            <Pictogram>{pictograms[step.icon]}</Pictogram>
            <strong>{step.title}</strong>
            <span>{step.text}</span>
          </li>
        ))}
      </ol>
      <figcaption>{t`How MetaTrader 4 works with your account (a diagram, not a screenshot of the terminal).`}</figcaption>
    </figure>
  )
}
