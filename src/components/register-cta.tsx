import { useLingui } from '@lingui/react/macro'
import { LocalLink } from './local-link'

/** The register call to action of spec section 1. */
export function RegisterCta() {
  const { t } = useLingui()
  return (
    <section className="register-cta">
      <div className="container register-cta-inner">
        <div>
          <h2>{t`Unlock New Opportunities`}</h2>
          <p>{t`Open a live account in minutes: verify your identity online, fund by card or bank wire, and trade more than 30 markets from one account.`}</p>
        </div>
        <LocalLink className="btn btn-primary btn-large" to="/register">
          {t`Register now`}
        </LocalLink>
      </div>
    </section>
  )
}
