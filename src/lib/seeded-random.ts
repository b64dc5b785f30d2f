/**
 * Reproducible randomness and a string hash, for the simulated quote feed, the calendar's
 * demonstration figures, the legal documents' illustrative figures and the service worker's
 * release marker: the same seed always gives the same numbers, in every run and on every machine.
 */

/** FNV-1a, 32 bits: a fast, well-spread hash of a text (optionally mixed with a seed). */
export function fnv1a(text: string, seed = 0): number {
  let hash = (seed ^ 0x811c9dc5) >>> 0
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return hash >>> 0
}

/** mulberry32: small, fast and good enough for plausible figures; uniform in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}
