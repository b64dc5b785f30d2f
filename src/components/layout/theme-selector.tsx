import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { type ThemeChoice, themeChoices, themeSelectAttribute } from '~/lib/theme'
import { chooseTheme, useThemeChoice } from '~/lib/theme-choice'

/** Light, dark or the system's setting: a native select, so keyboards and screen readers need nothing more. */
export function ThemeSelector() {
  const { t } = useLingui()
  const id = useId()
  const choice = useThemeChoice()
  const names: Record<ThemeChoice, string> = {
    system: t`Device setting`,
    light: t`Light`,
    dark: t`Dark`,
  }
  return (
    <div className="theme-selector">
      <label htmlFor={id}>{t`Colour theme`}</label>
      <select
        id={id}
        {...{ [themeSelectAttribute]: '' }}
        value={choice}
        onChange={(event) => {
          const next = themeChoices.find((option) => option === event.target.value)
          if (next) chooseTheme(next)
        }}
      >
        {themeChoices.map((option) => (
          <option key={option} value={option}>
            {names[option]}
          </option>
        ))}
      </select>
    </div>
  )
}
