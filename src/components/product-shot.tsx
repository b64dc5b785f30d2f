import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import {
  type ProductDevice,
  type ProductImageFormat,
  type ProductScreen,
  productDevices,
  productImageHeight,
  productImagePath,
} from '~/config/product-screens'
import type { Locale } from '~/contract/locales'
import { useLocale } from '~/lib/use-locale'

/** How wide each frame is drawn (app.css, "Product screens"), so the browser picks a file for that width and density. */
const frameSizes: Record<ProductDevice, string> = {
  phone: '(min-width: 960px) 240px, 44vw',
  desktop: '(min-width: 1232px) 720px, (min-width: 960px) 60vw, 92vw',
}

interface ProductShotProps {
  screen: ProductScreen
  device: ProductDevice
  /** A short visible caption under the frame. */
  caption?: ReactNode
}

/**
 * A screenshot of one of our own pages in the page's language (captured by `npm run screenshots`),
 * in a phone or desktop frame drawn in CSS. Always below the fold, so it loads lazily and decodes
 * off the main thread; width and height keep its place before it arrives.
 */
export function ProductShot({ screen, device, caption }: ProductShotProps) {
  const locale = useLocale()
  const alt = useProductShotAlt(screen, device, locale)
  const { widths } = productDevices[device]
  const largest = widths[widths.length - 1]!
  const smallest = widths[0]!
  const srcSet = (format: ProductImageFormat) =>
    widths.map((width) => `${productImagePath(locale, screen, device, width, format)} ${width}w`).join(', ')
  return (
    <figure className={`product-shot product-shot-${device}`}>
      <div className={`device-frame device-${device}`}>
        <picture>
          <source type="image/avif" srcSet={srcSet('avif')} sizes={frameSizes[device]} />
          <source type="image/webp" srcSet={srcSet('webp')} sizes={frameSizes[device]} />
          <img
            src={productImagePath(locale, screen, device, smallest, 'webp')}
            width={largest}
            height={productImageHeight(device, largest)}
            alt={alt}
            loading="lazy"
            decoding="async"
          />
        </picture>
      </div>
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  )
}

function useProductShotAlt(screen: ProductScreen, device: ProductDevice, locale: Locale): string {
  const { t } = useLingui()
  const language: Record<Locale, string> = {
    de: t({ message: 'German', context: 'the language of a screenshot, after "in", as in "in German"' }),
    en: t({ message: 'English', context: 'the language of a screenshot, after "in", as in "in German"' }),
    pl: t({ message: 'Polish', context: 'the language of a screenshot, after "in", as in "in German"' }),
  }
  const contents: Record<ProductScreen, string> = {
    quotes: t`the quotes board with live buy and sell prices of every instrument`,
    instrument: t`the EURUSD page with its live price and price chart`,
    calendar: t`the economic calendar with the week's releases, their forecasts and previous figures`,
    alert: t`the price alert form for EURUSD, with a level set above the current bid`,
  }
  const inLanguage = language[locale]
  const shows = contents[screen]
  return device === 'phone'
    ? t`Screenshot on a phone, in ${inLanguage}: ${shows}`
    : t`Screenshot in a desktop browser, in ${inLanguage}: ${shows}`
}
