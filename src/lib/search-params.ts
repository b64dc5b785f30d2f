/**
 * The app's one search serialisation (the router's `parseSearch`/`stringifySearch`). The router's
 * default reads `?v=1234` as the number 1234 and writes the string "1234" back as `?v=%221234%22`,
 * so a copied download link lost its channel. Here a search value is what the address says, a
 * string; a route's `validateSearch` turns it into anything else it needs.
 *
 * Objects and arrays are written as JSON and read back. A string that would itself read as JSON
 * (it starts with `{`, `[` or `"` and parses) is written JSON-quoted, so it comes back unchanged;
 * that is also why an address from the old serialisation, `?v=%221234%22`, still reads as "1234".
 */

const jsonLike = /^["[{]/

function readValue(text: string): unknown {
  if (!jsonLike.test(text)) return text
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

export function parseSearch(searchStr: string): Record<string, unknown> {
  const search: Record<string, unknown> = {}
  for (const [key, text] of new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr)) {
    const value = readValue(text)
    const previous = search[key]
    // A repeated key (`?c=USD&c=EUR`) is a list, as the router's default reads it.
    search[key] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value]
  }
  return search
}

function writeValue(value: unknown): string {
  if (typeof value === 'string') return readValue(value) === value ? value : JSON.stringify(value)
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value)
  return JSON.stringify(value)
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined) params.set(key, writeValue(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}
