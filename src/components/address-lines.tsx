import { Fragment } from 'react'

/** A postal address from the brand configuration, one line per line. */
export function AddressLines({ lines }: { lines: readonly string[] }) {
  return (
    <address>
      {lines.map((line, index) => (
        <Fragment key={line}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </address>
  )
}
