import type { MessageDescriptor } from '@lingui/core'
import { brand } from '~/config/brand'
import { i18n } from './i18n'

export interface PageMeta {
  /** A catalog message, or text already in the page's language (a legal document's own title and summary). */
  title: MessageDescriptor | string
  description: MessageDescriptor | string
  keywords?: MessageDescriptor
  /** Schema.org data for search engines, built in the page's language. */
  structuredData?: () => Record<string, unknown>
  /** Pages that exist for the app itself (the offline page) or for one user (the user centre) stay out of search results. */
  noindex?: boolean
}

/**
 * A route's `head` from its metadata, in the active language. The root route supplies the
 * defaults (site title, description, keywords) that a page without its own keeps.
 */
export function pageHead(meta: PageMeta) {
  const text = (value: MessageDescriptor | string) => (typeof value === 'string' ? value : i18n._(value))
  return () => {
    const title = `${text(meta.title)} | ${brand.name}`
    const description = text(meta.description)
    const tags: Array<Record<string, string>> = [
      { title },
      { name: 'description', content: description },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: description },
    ]
    if (meta.noindex) tags.push({ name: 'robots', content: 'noindex' })
    if (meta.keywords) tags.push({ name: 'keywords', content: i18n._(meta.keywords) })
    const scripts = meta.structuredData ? [{ type: 'application/ld+json', children: JSON.stringify(meta.structuredData()) }] : []
    return { meta: tags, scripts }
  }
}
