/** The two legal documents every page links to (spec section 1); the full library lives on the legal page. */
export const legalLinks = {
  riskDisclosure: '/legal/risk-disclosure.pdf',
  cookiePolicy: '/legal/cookie-policy.pdf',
} as const
