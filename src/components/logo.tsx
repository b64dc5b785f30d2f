import { brand } from '~/config/brand'

/** The brand mark: drawn inline so it needs no request and scales crisply. */
export function Logo({ variant = 'dark' }: { variant?: 'dark' | 'light' }) {
  return (
    <span className={`logo logo-${variant}`}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" className="logo-tile" />
        <path d="M7 22V10l5 7 5-7v12M25 12.5a5 5 0 1 0 0 7" className="logo-stroke" />
      </svg>
      <span className="logo-text">{brand.name}</span>
    </span>
  )
}
