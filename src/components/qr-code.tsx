/**
 * A QR code drawn by the server as an SVG image (see server/site/downloads.ts): the page does no encoding
 * work, and the image loads only when it scrolls into view, unless `eager`: where the code is on the
 * first screen and the page's largest paint (the download page on a phone), waiting for layout to
 * start its request made that paint late.
 */
export function QrCode({
  src,
  label,
  size = 160,
  eager = false,
}: {
  src: string
  label: string
  size?: number
  eager?: boolean
}) {
  return (
    <img
      className="qr-code"
      src={src}
      alt={label}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  )
}
