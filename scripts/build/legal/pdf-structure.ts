/**
 * The logical structure of a legal PDF, so a screen reader reads it as a document rather than as
 * loose lines of text (EN 301 549 clause 10, PDF/UA's model): every piece of drawn text belongs to
 * a structure element (Document → H1/H2/H3, P, L → LI → Lbl/LBody, Table → TR → TH/TD, Link)
 * through a marked-content sequence with an MCID on its page, each page names its entry in the
 * parent tree, a link's annotation belongs to its Link element (an object reference both ways), and
 * what only repeats on every page (the running footer, a table header carried onto the next
 * page, rules and shading) is an artifact, which assistive technology skips.
 *
 * pdf-lib draws but does not tag, so this works at its object level: the operators BDC/EMC around
 * the drawing calls, and the dictionaries of the structure tree written at the end.
 */
import {
  type PDFArray,
  type PDFDict,
  type PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  type PDFRef,
  PDFString,
} from 'pdf-lib'

export type StructureType =
  | 'Document'
  | 'H1'
  | 'H2'
  | 'H3'
  | 'P'
  | 'L'
  | 'LI'
  | 'Lbl'
  | 'LBody'
  | 'Table'
  | 'TR'
  | 'TH'
  | 'TD'
  | 'TOC'
  | 'TOCI'
  | 'Link'

/** Where a link's annotation lies on its page, in points from the page's bottom left: [left, bottom, right, top]. */
type Rectangle = [number, number, number, number]

/** Where a link leads: a web or mail address, or a place in the document itself (a heading's page and height). */
type LinkTarget = string | { page: PDFPage; top: number }

/** A structure element, as the drawing code holds it to add children and content. */
export type StructureElement = Element

interface Element {
  ref: PDFRef
  type: StructureType
  parent: Element | undefined
  /** Child elements, marked-content references and (for a link) its annotation, in reading order. */
  kids: Array<Element | { page: PDFPage; mcid: number } | { page: PDFPage; annotation: PDFRef }>
  attributes?: Record<string, string>
}

interface PageMarks {
  /** The page's key in the parent tree (its /StructParents). */
  key: number
  /** For each MCID on the page, the element its content belongs to. */
  owners: Element[]
}

export class PdfStructure {
  readonly document: Element
  private readonly root: PDFRef
  private readonly pages = new Map<PDFPage, PageMarks>()
  private readonly elements: Element[] = []
  /** Each link annotation's key in the parent tree (its /StructParent) and its Link element. */
  private readonly annotations: Array<{ key: number; owner: Element }> = []
  /** Pages and annotations share the parent tree's keys. */
  private nextKey = 0
  private open: { element: Element; page: PDFPage } | undefined

  constructor(private readonly pdf: PDFDocument) {
    this.root = pdf.context.nextRef()
    this.document = this.element('Document', undefined)
  }

  /** A new structure element, the last child of its parent so far (reading order is drawing order). */
  element(type: StructureType, parent: Element | undefined = this.document, attributes?: Record<string, string>): Element {
    const element: Element = { ref: this.pdf.context.nextRef(), type, parent, kids: [], attributes }
    parent?.kids.push(element)
    this.elements.push(element)
    return element
  }

  /** Draws content that belongs to an element, as one marked-content sequence on the page. */
  mark(page: PDFPage, element: Element, draw: () => void) {
    this.begin(page, element)
    draw()
    this.end()
  }

  /**
   * Opens a sequence that may run onto the next page (a paragraph that breaks): `continueOn` closes
   * it on the old page and opens a new one, with its own MCID, on the new page.
   */
  begin(page: PDFPage, element: Element) {
    if (this.open) throw new Error('marked content sequences do not nest here')
    const marks = this.marksOf(page)
    const mcid = marks.owners.length
    marks.owners.push(element)
    element.kids.push({ page, mcid })
    page.pushOperators(
      // The properties are written inline (a string operand is copied as it is): pdf-lib types no dictionary operand.
      PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of(element.type), `<< /MCID ${mcid} >>`]),
    )
    this.open = { element, page }
  }

  continueOn(page: PDFPage) {
    if (!this.open || this.open.page === page) return
    const { element } = this.open
    this.end()
    this.begin(page, element)
  }

  end() {
    if (!this.open) return
    this.open.page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent))
    this.open = undefined
  }

  /**
   * A link: its drawing is the content of a Link element, and an annotation over `rectangle` makes
   * it clickable. Inside an open sequence (an address in a paragraph) the link is the open
   * element's child and the sequence goes on after it; otherwise it is `parent`'s child (a table
   * of contents' entry).
   */
  link(page: PDFPage, target: LinkTarget, text: string, rectangle: Rectangle, draw: () => void, parent?: Element) {
    const open = this.open
    const owner = open?.element ?? parent
    if (!owner) throw new Error('a link belongs to an element: a paragraph, list item or entry')
    this.end()
    const link = this.element('Link', owner)
    this.mark(page, link, draw)
    if (open) this.begin(open.page, open.element)
    const key = this.nextKey++
    const { context } = this.pdf
    const action =
      typeof target === 'string'
        ? { Type: 'Action', S: 'URI', URI: PDFString.of(target) }
        : { Type: 'Action', S: 'GoTo', D: [target.page.ref, 'XYZ', null, target.top, null] }
    const annotation = context.register(
      context.obj({
        Type: 'Annot',
        Subtype: 'Link',
        Rect: rectangle,
        // Printable (F 4), no border: the link is shown by its colour and underline, as on a web page.
        F: 4,
        Border: [0, 0, 0],
        // What a reader announces for the link (PDF/UA asks for it): its own words.
        Contents: PDFHexString.fromText(text),
        A: action,
        StructParent: key,
      }),
    )
    page.node.addAnnot(annotation)
    link.kids.push({ page, annotation })
    this.annotations.push({ key, owner: link })
  }

  /** Draws what is not content (page furniture): an artifact, outside the structure tree. */
  artifact(page: PDFPage, draw: () => void, kind: 'Pagination' | 'Layout' = 'Layout') {
    const element = this.open
    if (element) this.end()
    page.pushOperators(
      PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of('Artifact'), `<< /Type /${kind} >>`]),
    )
    draw()
    page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent))
    if (element) this.begin(element.page, element.element)
  }

  private marksOf(page: PDFPage): PageMarks {
    let marks = this.pages.get(page)
    if (!marks) {
      marks = { key: this.nextKey++, owners: [] }
      this.pages.set(page, marks)
    }
    return marks
  }

  /**
   * Writes the structure tree, the parent tree and what tells a reader the file is tagged and in
   * which language; the title is shown instead of the file name.
   */
  finish(title: string, lang: string) {
    this.end()
    const { context, catalog } = this.pdf
    for (const element of this.elements) {
      const kids = element.kids.map((kid) =>
        'ref' in kid
          ? kid.ref
          : 'annotation' in kid
            ? context.obj({ Type: 'OBJR', Pg: kid.page.ref, Obj: kid.annotation })
            : context.obj({ Type: 'MCR', Pg: kid.page.ref, MCID: PDFNumber.of(kid.mcid) }),
      )
      const dict = context.obj({
        Type: 'StructElem',
        S: element.type,
        P: element.parent?.ref ?? this.root,
        K: kids,
      }) as PDFDict
      if (element.attributes?.scope) {
        dict.set(PDFName.of('A'), context.obj({ O: 'Table', Scope: element.attributes.scope }))
      }
      if (element.type === 'Document') dict.set(PDFName.of('Lang'), PDFString.of(lang))
      context.assign(element.ref, dict)
    }
    // A page's key leads to the elements of its MCIDs, an annotation's key to its Link element.
    const entries: Array<[number, PDFArray | PDFRef]> = this.annotations.map(({ key, owner }) => [key, owner.ref])
    for (const [page, marks] of this.pages) {
      page.node.set(PDFName.of('StructParents'), PDFNumber.of(marks.key))
      // Screen readers and the keyboard follow the structure, not the drawing order.
      page.node.set(PDFName.of('Tabs'), PDFName.of('S'))
      entries.push([marks.key, context.obj(marks.owners.map((owner) => owner.ref)) as PDFArray])
    }
    // A number tree lists its keys in ascending order.
    const nums = entries.sort(([a], [b]) => a - b).flatMap(([key, value]) => [PDFNumber.of(key), value])
    const parentTree = context.register(context.obj({ Nums: nums }))
    context.assign(
      this.root,
      context.obj({
        Type: 'StructTreeRoot',
        K: this.document.ref,
        ParentTree: parentTree,
        ParentTreeNextKey: PDFNumber.of(this.nextKey),
      }),
    )
    catalog.set(PDFName.of('StructTreeRoot'), this.root)
    catalog.set(PDFName.of('MarkInfo'), context.obj({ Marked: true }))
    catalog.set(PDFName.of('Lang'), PDFString.of(lang))
    catalog.set(PDFName.of('ViewerPreferences'), context.obj({ DisplayDocTitle: true }))
    catalog.set(
      PDFName.of('Metadata'),
      context.register(context.stream(new TextEncoder().encode(xmp(title, lang)), { Type: 'Metadata', Subtype: 'XML' })),
    )
  }
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** XMP metadata (ISO 16684): what PDF/UA checkers and document managers read instead of the Info dictionary. */
function xmp(title: string, lang: string): string {
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:format>application/pdf</dc:format>
<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(title)}</rdf:li></rdf:Alt></dc:title>
<dc:language><rdf:Bag><rdf:li>${escapeXml(lang)}</rdf:li></rdf:Bag></dc:language>
</rdf:Description>
</rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`
}
