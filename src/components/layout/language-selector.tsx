import { useLingui } from '@lingui/react/macro'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useId } from 'react'
import { isLocale, locales } from '~/contract/locales'
import { cookieNames, writeCookie } from '~/lib/cookies'
import { localeNames, localizedPath, splitLocalePath } from '~/lib/locale-path'
import { useLocale } from '~/lib/use-locale'

/** Switches the page to another language at once, on the same page, and remembers the choice. */
export function LanguageSelector({ className = '' }: { className?: string }) {
  const { t } = useLingui()
  const id = useId()
  const locale = useLocale()
  const navigate = useNavigate()
  const location = useRouterState({ select: (s) => s.location })
  return (
    <div className={`language-selector ${className}`}>
      <label htmlFor={id} className="visually-hidden">
        {t`Language`}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          const next = event.target.value
          if (!isLocale(next)) return
          writeCookie(cookieNames.language, next)
          const { barePath } = splitLocalePath(location.pathname)
          navigate({ href: localizedPath(next, barePath) + location.searchStr })
        }}
      >
        {locales.map((code) => (
          <option key={code} value={code} lang={code}>
            {localeNames[code]}
          </option>
        ))}
      </select>
    </div>
  )
}
