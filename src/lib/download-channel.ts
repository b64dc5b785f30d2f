import { brand } from '~/config/brand'
import { defaultDownloadChannel, downloadQrPath } from '~/config/constants'

/** A download channel is a short partner or campaign code; anything else falls back to the default. */
export function normalizeChannel(value: unknown): string {
  const text = typeof value === 'number' ? String(value) : value
  return typeof text === 'string' && /^[A-Za-z0-9_-]{1,32}$/.test(text) ? text : defaultDownloadChannel
}

export function androidDownloadUrl(channel: string): string {
  return brand.urls.androidApk.replace('{channel}', encodeURIComponent(channel))
}

/** The download page of a channel, as a phone opens it from a QR code. */
export function downloadPageUrl(channel: string): string {
  return `${brand.siteUrl}/download?v=${encodeURIComponent(channel)}`
}

export function downloadQrAddress(channel: string): string {
  return `${downloadQrPath}?v=${encodeURIComponent(channel)}`
}
