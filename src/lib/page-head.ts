import type { MessageDescriptor } from '@lingui/core'
import { brand } from '~/config/brand'
import { i18n } from './i18n'

export interface PageMeta {
  title: MessageDescriptor
  description: MessageDescriptor
  keywords?: MessageDescriptor
}

/**
 * A route's `head` from its metadata, in the active language. The root route supplies the
 * defaults (site title, description, keywords) that a page without its own keeps.
 */
export function pageHead(meta: PageMeta) {
  return () => {
    const tags: Array<Record<string, string>> = [
      { title: `${i18n._(meta.title)} | ${brand.name}` },
      { name: 'description', content: i18n._(meta.description) },
    ]
    if (meta.keywords) tags.push({ name: 'keywords', content: i18n._(meta.keywords) })
    return { meta: tags }
  }
}
