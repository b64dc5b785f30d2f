import { PDFArray, PDFDict, type PDFDocument, PDFName, PDFNumber, PDFRef, PDFString } from 'pdf-lib'

/**
 * What a screen reader finds in a PDF: whether it is tagged, its language, and the structure
 * elements in reading order. Also checks that every marked-content id a page uses is owned by an
 * element through the parent tree, which is how a reader gets from the text back to its element.
 */
export function readPdfStructure(pdf: PDFDocument) {
  const { catalog, context } = pdf
  const resolve = (value: unknown) => (value instanceof PDFRef ? context.lookup(value) : value)
  const name = (value: unknown) => (value instanceof PDFName ? value.decodeText() : undefined)
  const lang = catalog.lookup(PDFName.of('Lang'))
  const marked = (resolve(catalog.get(PDFName.of('MarkInfo'))) as PDFDict | undefined)?.get(PDFName.of('Marked'))?.toString()
  const displayTitle = (resolve(catalog.get(PDFName.of('ViewerPreferences'))) as PDFDict | undefined)
    ?.get(PDFName.of('DisplayDocTitle'))
    ?.toString()
  const root = resolve(catalog.get(PDFName.of('StructTreeRoot'))) as PDFDict | undefined
  const elements: string[] = []
  const owned = new Set<string>()
  const walk = (node: PDFDict) => {
    const type = name(node.get(PDFName.of('S')))
    if (type) elements.push(type)
    const kids = resolve(node.get(PDFName.of('K')))
    for (const kid of kids instanceof PDFArray ? kids.asArray() : [kids]) {
      const child = resolve(kid)
      if (!(child instanceof PDFDict)) continue
      const mcid = child.get(PDFName.of('MCID'))
      if (mcid instanceof PDFNumber) owned.add(`${child.get(PDFName.of('Pg'))?.toString()} ${mcid.asNumber()}`)
      else walk(child)
    }
  }
  if (root) walk(root)
  const pagesWithKeys = pdf.getPages().filter((page) => page.node.get(PDFName.of('StructParents')) instanceof PDFNumber).length
  return {
    lang: lang instanceof PDFString ? lang.decodeText() : undefined,
    marked: marked === 'true',
    displayTitle: displayTitle === 'true',
    elements,
    markedContentOwned: owned.size,
    pagesWithKeys,
    hasMetadata: catalog.get(PDFName.of('Metadata')) !== undefined,
  }
}
