import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { brand } from '~/config/brand'

/** The signed-in visitor's details, formatted for the page's language. */
interface UserDetails {
  name: string
  email: string
  country: string
  since: string
}

/**
 * The opening of the user centre: its introduction and the visitor's details, with the page's
 * other sections as `children`. The browser renders the user centre (its route is `ssr: false`),
 * so the prerender and the wait for the session show this frame without details (the route's
 * `pendingComponent`) and with room for the rest below. With an empty page there, the footer
 * stood at the top and jumped down when the page filled in (CLS 0.89), and the cookie notice,
 * appearing after hydration, was the largest paint (LCP). The frame's texts are those of the
 * finished page, in the same places, so its first paint is the page's largest. It writes the markup
 * of PageIntro and Section (src/components/page-blocks.tsx) itself: as the pending view it loads
 * with every page's route table, and those blocks (with Reveal) would come along.
 */
export function UserCentreFrame({ details, children }: { details?: UserDetails; children?: ReactNode }) {
  const { t } = useLingui()
  // A non-breaking space keeps each row one line tall until its value arrives.
  const value = (text: string | undefined) => text ?? '\u00a0'
  return (
    <>
      <header className="page-intro container">
        <p className="kicker">{t`Signed in`}</p>
        <h1>{t`Your user centre`}</h1>
        <div className="lead">
          <p>{t`Your account details, your password and your session, and your application for the partner programme. You trade, deposit and withdraw in the client portal.`}</p>
        </div>
      </header>
      <section className="page-section">
        <div className="container">
          <h2>{t`Your details`}</h2>
          <dl className="details-list" aria-busy={details ? undefined : true}>
            <dt>{t`Name`}</dt>
            <dd>{value(details?.name)}</dd>
            <dt>{t`E-mail address`}</dt>
            <dd>{value(details?.email)}</dd>
            <dt>{t`Country of residence`}</dt>
            <dd>{value(details?.country)}</dd>
            <dt>{t`Client since`}</dt>
            <dd>{value(details?.since)}</dd>
          </dl>
          <p>
            <a className="btn btn-primary" href={brand.urls.portalHome} target="_blank" rel="noopener">
              {t`Open the client portal`}
            </a>
          </p>
        </div>
      </section>
      {details ? children : <div className="user-centre-pending" />}
    </>
  )
}
