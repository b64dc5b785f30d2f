/**
 * CSV as RFC 4180 writes it: CRLF between records, a header record first, and a field in double
 * quotes when it holds a comma, a quote or a line break (quotes doubled inside). UTF-8 without a
 * byte-order mark; every text in our files is ASCII anyway, so spreadsheets read them either way.
 */
export type CsvValue = string | number

function field(value: CsvValue): string {
  const text = typeof value === 'number' ? String(value) : value
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  for (const row of rows) {
    if (row.length !== header.length) throw new Error(`a row has ${row.length} fields, the header ${header.length}`)
  }
  return `${[header, ...rows].map((row) => row.map(field).join(',')).join('\r\n')}\r\n`
}

/** Reads RFC 4180 CSV back into records (the tests use it to check what the build wrote). */
export function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let value = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        value += '"'
        i++
      } else if (c === '"') quoted = false
      else value += c
    } else if (c === '"' && value === '') quoted = true
    else if (c === ',') {
      record.push(value)
      value = ''
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(value)
      records.push(record)
      record = []
      value = ''
      i++
    } else value += c
  }
  if (value !== '' || record.length > 0) {
    record.push(value)
    records.push(record)
  }
  return records
}

/** A fixed number of decimals, as the regulatory tables print percentages. */
export const fixed = (value: number, digits = 2) => value.toFixed(digits)
