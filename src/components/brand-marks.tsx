/**
 * Brand marks of the payment methods and app stores, as image files in public/brands/ (not markup in
 * the script: the paths stay out of the JavaScript every page hydrates with). Their sources are SVGs
 * in scripts/tools/brand-marks/, served as PNGs at 3x the size shown here
 * (scripts/tools/render-brand-images.mjs): the browser builds each SVG image as a document of its own
 * on the main thread, a few to 25 ms each on a desktop, four of them in every page's footer; a PNG is
 * decoded off the main thread. The script lists each mark's size as below (the product images spec
 * checks the two agree). The Visa, Google Play and Apple paths are Simple Icons 16.37.0
 * (simple-icons.org, CC0 data; the marks are trademarks of their owners, used as their guidelines
 * allow: unaltered, in their own colours or in one colour, to say that we accept the card or that the
 * app is in the store). Simple Icons has no Maestro or Visa
 * Electron: the Mastercard and Maestro symbols are drawn from their published geometry (two
 * interlocking circles, centres 1.235 radii apart) and colours, Visa Electron is the Visa mark with
 * its "Electron" line; bank transfer has no brand and gets a neutral bank icon. Each mark is
 * decorative (empty alt): the name beside it, or the button's words, say what it is.
 */

const paymentMarks: Record<string, { file: string; width: number; height: number }> = {
  'Bank Wire': { file: 'bank', width: 22, height: 22 },
  Visa: { file: 'visa', width: 46, height: 16 },
  'Visa Electron': { file: 'visa-electron', width: 42, height: 22 },
  MasterCard: { file: 'mastercard', width: 36, height: 22 },
  Maestro: { file: 'maestro', width: 36, height: 22 },
}

/** Whether a payment method has a brand mark that names it on its own (the bank icon does not). */
export function isBrandMark(method: string): boolean {
  return method in paymentMarks && method !== 'Bank Wire'
}

/** The mark of a payment method as brand.ts names it; nothing for a method without one. */
export function PaymentMark({ method }: { method: string }) {
  const mark = paymentMarks[method]
  if (!mark) return null
  return (
    <img
      className="brand-mark"
      src={`/brands/${mark.file}.png`}
      width={mark.width}
      height={mark.height}
      alt=""
      loading="lazy"
      decoding="async"
    />
  )
}

/** The store's mark on its badge (white on black, as both stores' badges are). */
export function StoreMark({ store }: { store: 'google-play' | 'apple' }) {
  return <img className="store-mark" src={`/brands/${store}.png`} width="26" height="26" alt="" decoding="async" />
}
