/**
 * The languages of the product (spec section 9). Part of the contract because the server answers
 * in the caller's language (the Language header) and every payload that names a language uses these.
 */
export const locales = ['de', 'en', 'pl'] as const
export type Locale = (typeof locales)[number]

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}
