import type { UAParser } from 'ua-parser-js'

/** What the Device and System headers say about the browser (spec section 7), as ua-parser-js reads its user agent. */
export interface UserAgentDescription {
  /** Browser name and version, e.g. "Chrome 131.0.0.0". */
  device: string
  /** Operating system name, with the version where it is Windows (e.g. "Windows 10"). */
  system: string
}

export function describeUserAgent(parser: UAParser): UserAgentDescription {
  const browser = parser.getBrowser()
  const os = parser.getOS()
  return {
    device: [browser.name, browser.version].filter(Boolean).join(' ') || 'unknown',
    system: !os.name ? 'unknown' : os.name === 'Windows' && os.version ? `${os.name} ${os.version}` : os.name,
  }
}
