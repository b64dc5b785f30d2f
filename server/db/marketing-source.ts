import type { MarketingSource } from '../../src/contract/tracking'

/**
 * Where a visitor came from, as the columns of the tables that record it (partner leads and
 * marketing visits). `group` is a reserved word in SQL, so its column is `grp`.
 */
export function marketingSourceColumns(source: MarketingSource) {
  return {
    source: source.source,
    medium: source.medium,
    campaign: source.campaign,
    keywords: source.keywords,
    grp: source.group,
    url: source.url,
    referer: source.referer,
    title: source.title,
  }
}
