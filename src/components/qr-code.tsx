/**
 * A QR code drawn by the server as an SVG image (see server/download.ts): the page does no encoding
 * work, and the image loads only when it scrolls into view.
 */
export function QrCode({ src, label, size = 160 }: { src: string; label: string; size?: number }) {
  return <img className="qr-code" src={src} alt={label} width={size} height={size} loading="lazy" decoding="async" />
}
