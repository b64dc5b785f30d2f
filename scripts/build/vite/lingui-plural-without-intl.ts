import type { Plugin } from 'vite'

/** Lingui's plural formatter, as @lingui/core 5 ships it: it formats the count before asking whether the form uses it. */
const formatsCountFirst = '    const valueStr = number(locales, value, numberFormat);\n'
const lingui = /[\\/]@lingui[\\/]core[\\/]dist[\\/]index\.mjs$/

/**
 * Lingui formats a plural's count with Intl.NumberFormat for the `#` of the chosen form, whether
 * the form has one or not. The first Intl number formatter a page builds loads the browser's number
 * data: 15 to 25 ms in one piece on a desktop, four times that on a phone, in the middle of
 * hydrating any page with a plural message. The site's messages name their counts instead
 * (`countFormat`, src/lib/number-format.ts; tests/unit/catalogs.test.ts holds them to it), so this
 * makes Lingui format the count only for a form that writes `#`. The build stops if Lingui's code
 * no longer reads as expected: then look whether the new version still needs this.
 */
export function linguiPluralWithoutIntl(): Plugin {
  return {
    name: 'lingui-plural-without-intl',
    transform(code, id) {
      if (!lingui.test(id)) return null
      if (!code.includes(formatsCountFirst) || !code.includes('const OCTOTHORPE_PH =')) {
        this.error(`${id}: Lingui's plural formatter has changed; see scripts/build/vite/lingui-plural-without-intl.ts`)
      }
      return code.replace(formatsCountFirst, `    if (!message.includes(OCTOTHORPE_PH)) return message;\n${formatsCountFirst}`)
    },
  }
}
