/** How the disclosures print numbers: English, as the documents are written. */
const integer = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 })

/** A count or an amount in EUR thousand; negative amounts in brackets, as accounts show them. */
export function amount(value: number): string {
  if (value === 0) return '0'
  return value < 0 ? `(${integer.format(-value)})` : integer.format(value)
}

export function percent(value: number, digits = 2): string {
  return `${value.toFixed(digits)}%`
}

/** Change from one figure to the next, as "up 12.3%" or "down 4.0%". */
export function change(from: number, to: number): string {
  const delta = ((to - from) / from) * 100
  return `${delta >= 0 ? 'up' : 'down'} ${Math.abs(delta).toFixed(1)}%`
}

/**
 * A Markdown table for the PDF renderer: header, then rows; columns listed in `right` are aligned
 * right (numbers).
 */
export function markdownTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  right: readonly number[] = [],
): string {
  const line = (cells: readonly string[]) => `| ${cells.map((c) => c.replace(/\|/g, '/')).join(' | ')} |`
  const separator = `|${header.map((_, i) => (right.includes(i) ? ' ---: ' : ' --- ')).join('|')}|`
  return [line(header), separator, ...rows.map(line)].join('\n')
}
