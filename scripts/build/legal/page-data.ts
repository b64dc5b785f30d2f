import type { LegalPageBlock } from '../../../src/config/legal-documents'
import type { Block } from './markdown-pdf'

/**
 * A parsed document as its page renders it: the title becomes the page's heading (so it is left
 * out here), and consecutive list items become one list, as a screen reader announces them.
 */
export function pageBlocks(blocks: readonly Block[]): LegalPageBlock[] {
  const out: LegalPageBlock[] = []
  for (const block of blocks) {
    if (block.kind === 'h1') continue
    if (block.kind === 'li') {
      const last = out.at(-1)
      if (last?.kind === 'ul') last.items.push(block.text)
      else out.push({ kind: 'ul', items: [block.text] })
    } else if (block.kind === 'h2' || block.kind === 'h3') out.push({ kind: block.kind, text: block.text, id: block.id })
    else if (block.kind === 'p') out.push({ kind: 'p', text: block.text })
    else if (block.kind === 'table') out.push(block)
  }
  return out
}
