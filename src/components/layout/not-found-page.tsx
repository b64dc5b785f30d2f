import { useLingui } from '@lingui/react/macro'
import { navigation } from '~/config/navigation'
import { i18n } from '~/lib/i18n'
import { LocalLink } from '../local-link'
import { SiteChrome } from './site-chrome'

export function NotFoundPage() {
  const { t } = useLingui()
  return (
    <SiteChrome>
      <section className="container page-intro not-found">
        <h1>{t`Page not found`}</h1>
        <p className="lead">{t`The page you asked for does not exist or has moved. These sections may help:`}</p>
        <ul className="link-cards">
          <li>
            <LocalLink to="/">{t`Home`}</LocalLink>
          </li>
          {navigation
            .filter((node) => !node.href)
            .map((node) => (
              <li key={node.path}>
                <LocalLink to={node.path}>{t`${i18n._(node.label)}: overview`}</LocalLink>
              </li>
            ))}
          <li>
            <LocalLink to="/more/faq">{t`FAQ`}</LocalLink>
          </li>
        </ul>
      </section>
    </SiteChrome>
  )
}
