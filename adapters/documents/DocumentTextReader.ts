// DocumentReader for PDF (unpdf: a serverless build of Mozilla's pdf.js, MIT) and Word .docx (mammoth, BSD-2).
// PDF text comes as lines per page rebuilt from the text items' positions (PdfLayout: wrapped lines joined, table
// rows whole); Word files keep their headings and
// paragraphs, and automatic list numbering (1., 1.1) is written back into the text so clause numbers survive (Word's
// own numbers, from the document's XML: WordNumbering).
// A PDF without a text layer (a scan) is read by OCR, page by page (the page's picture, through the
// TextRecognition port), its lines carrying the engine's confidence. The libraries load on first use, so
// processes that never read a contract (the CLI) do not pay for them.
import * as Tracing from "../../application/platform/Tracing.js"
import { Effect, Layer } from "effect"
import type { PDFDocumentProxy } from "unpdf/pdfjs"
import { DocumentReader, type ReadDocument } from "../../application/contracts/ports/DocumentReader.js"
import { TextRecognition, type TextRecognitionShape } from "../../application/tagging/ports/TextRecognition.js"
import type { SourceBlock } from "../../domain/contracts/ContractDocument.js"
import { ContractUnreadable } from "../../domain/contracts/ContractReview.js"
import * as Libraries from "../analysis/Libraries.js"
import { pageBlocks, type PdfTextItem } from "./PdfLayout.js"
import { listNumbers } from "./WordNumbering.js"

const PDF = "application/pdf"
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"

const startsWith = (bytes: Uint8Array, signature: ReadonlyArray<number>) => signature.every((b, i) => bytes[i] === b)

/** The format from the bytes' signature first, then the content type. */
const formatOf = (bytes: Uint8Array, contentType: string): "pdf" | "docx" | null => {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46])) return "pdf"
  const zip = startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])
  if (
    zip &&
    (contentType === DOCX || contentType === "application/zip" || contentType === "application/octet-stream")
  ) {
    return "docx"
  }
  return contentType === PDF ? "pdf" : contentType === DOCX && zip ? "docx" : null
}

const unreadable = (code: ContractUnreadable["code"], message: string) => new ContractUnreadable({ code, message })

const unpdf = () => import("unpdf")

/** Scanned pages read by OCR at most (a longer scan is read up to here, and the log says so). */
export const MAX_OCR_PAGES = 30

/** OCR lines below this confidence (0–100) are noise (stamps, signatures, specks), not text. */
const MIN_LINE_CONFIDENCE = 40

/** The largest picture on each page, as PNG: a scanned page is one picture the size of the page. */
const pagePictures = (proxy: PDFDocumentProxy, pages: number) =>
  Effect.tryPromise({
    try: async () => {
      const { extractImages } = await unpdf()
      const sharp = await Libraries.sharp()
      const pictures: Array<{ page: number; png: Uint8Array }> = []
      for (let page = 1; page <= Math.min(pages, MAX_OCR_PAGES); page++) {
        const images = await extractImages(proxy, page)
        const largest = images.sort((a, b) => b.width * b.height - a.width * a.height)[0]
        if (largest === undefined || largest.width < 300 || largest.height < 100) continue
        const png = await sharp(Buffer.from(largest.data.buffer, largest.data.byteOffset, largest.data.byteLength), {
          raw: { width: largest.width, height: largest.height, channels: largest.channels }
        })
          .png()
          .toBuffer()
        pictures.push({ page, png: new Uint8Array(png) })
      }
      return pictures
    },
    catch: (e) => unreadable("unreadable", `The PDF's pages could not be taken as pictures (${String(e)})`)
  })

/** The text of a scan by OCR: one line block per recognised line, with the engine's confidence. */
const recognisePages = Effect.fnUntraced(function* (ocr: TextRecognitionShape, proxy: PDFDocumentProxy, pages: number) {
  const pictures = yield* pagePictures(proxy, pages)
  const blocks: Array<SourceBlock> = []
  for (const { page, png } of pictures) {
    const lines = yield* ocr
      .readPage(png)
      .pipe(Effect.mapError((e) => unreadable("unreadable", `Page ${page} could not be read by OCR: ${e.message}`)))
    for (const line of lines) {
      if (line.confidence < MIN_LINE_CONFIDENCE || !/\p{L}/u.test(line.text)) continue
      blocks.push({ text: line.text, kind: "line", page, confidence: line.confidence / 100 })
    }
  }
  return blocks
})

const readPdf = (ocr: TextRecognitionShape, bytes: Uint8Array) =>
  Effect.acquireUseRelease(
    Effect.tryPromise({
      // pdf.js takes ownership of the buffer it is given: pass a copy.
      try: () => unpdf().then((pdf) => pdf.getDocumentProxy(bytes.slice(), { verbosity: 0 })),
      catch: (e) =>
        unreadable(
          "unreadable",
          /password/i.test(String(e))
            ? "The PDF is encrypted with a password"
            : `The PDF could not be read (${e instanceof Error ? e.message : String(e)})`
        )
    }),
    (proxy) =>
      Effect.tryPromise({
        try: async () => {
          const pages: Array<ReadonlyArray<PdfTextItem>> = []
          for (let n = 1; n <= proxy.numPages; n++) {
            const page = await proxy.getPage(n)
            const content = await page.getTextContent()
            pages.push(content.items.filter((item): item is PdfTextItem & typeof item => "str" in item))
          }
          return { totalPages: proxy.numPages, pages }
        },
        catch: (e) => unreadable("unreadable", `The PDF's text could not be read (${String(e)})`)
      }).pipe(
        Effect.flatMap(({ totalPages, pages }) => {
          // Lines rebuilt from the items' positions (PdfLayout): wrapped paragraphs joined, table rows whole.
          const blocks: Array<SourceBlock> = pages.flatMap((items, i) => pageBlocks(items, i + 1))
          if (blocks.some((b) => /\p{L}/u.test(b.text))) {
            return Effect.succeed<ReadDocument>({ format: "pdf", pages: totalPages, blocks })
          }
          // No text layer: a scan. Its pages are read by OCR.
          return Effect.flatMap(recognisePages(ocr, proxy, totalPages), (scanned) =>
            scanned.some((b) => /\p{L}{2}/u.test(b.text))
              ? Effect.succeed<ReadDocument>({ format: "pdf", pages: totalPages, blocks: scanned, ocr: true })
              : Effect.fail(
                  unreadable(
                    "no_text_layer",
                    `The PDF has no text layer (${totalPages} page${totalPages === 1 ? "" : "s"} of images) and OCR ` +
                      "recognised no text on them; export the contract with its text or upload the Word file"
                  )
                )
          )
        })
      ),
    (proxy) => Effect.promise(() => proxy.destroy())
  )

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " }

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) =>
      name.startsWith("#x") || name.startsWith("#X")
        ? String.fromCodePoint(parseInt(name.slice(2), 16))
        : name.startsWith("#")
          ? String.fromCodePoint(Number(name.slice(1)))
          : (ENTITIES[name.toLowerCase()] ?? whole)
    )

/**
 * Blocks from mammoth's HTML: h1–h6 are headings; p and li paragraphs; a table row is one block with its cells.
 * Items of numbered lists get their number (`2.`, `2.1`) in front, as Word shows them (`numbers`: Word's own, one
 * per list item, when the document's XML gave them); bulleted items do not.
 */
export const blocksFromHtml = (
  html: string,
  numbers?: ReadonlyArray<ReadonlyArray<number>>
): ReadonlyArray<SourceBlock> => {
  const blocks: Array<SourceBlock> = []
  const lists: Array<{ numbered: boolean; count: number }> = []
  let item = 0
  let open: { kind: "heading" | "paragraph"; prefix: string; text: string } | null = null
  // The row being read: its finished cells and the text of the cell being read.
  let row: { cells: Array<string>; cell: string | null } | null = null
  const clean = (raw: string) => decode(raw).replace(/\s+/g, " ").trim()
  const flush = () => {
    if (open !== null) {
      const text = clean(open.text)
      if (row !== null && row.cell !== null) row.cell += (row.cell === "" ? "" : " ") + open.prefix + text
      else if (text !== "") blocks.push({ text: open.prefix + text, kind: open.kind, page: null })
    }
    open = null
  }
  const tag = /<(\/?)(h[1-6]|p|li|ol|ul|table|tr|td|th|br)\b[^>]*>/gi
  let last = 0
  for (let m = tag.exec(html); m !== null; m = tag.exec(html)) {
    if (open !== null) open.text += html.slice(last, m.index)
    else if (row?.cell != null) row.cell += clean(html.slice(last, m.index))
    last = m.index + m[0].length
    const closing = m[1] === "/"
    const name = (m[2] ?? "").toLowerCase()
    if (name === "br") {
      if (open !== null) open.text += " "
      continue
    }
    if (name === "table") {
      flush()
      continue
    }
    if (name === "tr") {
      flush()
      if (!closing) row = { cells: [], cell: null }
      else if (row !== null) {
        const cells = row.cells
        row = null
        if (cells.some((c) => /\p{L}|\p{N}/u.test(c))) {
          blocks.push({ text: cells.join("   "), kind: "paragraph", page: null, cells })
        }
      }
      continue
    }
    if (name === "td" || name === "th") {
      flush()
      if (row === null) continue
      if (closing) {
        row.cells.push((row.cell ?? "").trim())
        row.cell = null
      } else row.cell = ""
      continue
    }
    if (name === "ol" || name === "ul") {
      flush()
      if (closing) lists.pop()
      else lists.push({ numbered: name === "ol", count: 0 })
      continue
    }
    if (closing) {
      flush()
      continue
    }
    flush()
    if (name === "li") {
      const list = lists[lists.length - 1]
      if (list !== undefined) list.count++
      const numbered = lists.length > 0 && lists.every((l) => l.numbered)
      // Word's own number where the document's XML gave it (a list a heading interrupts counts on), else the HTML's.
      const path = numbers?.[item++] ?? lists.map((l) => l.count)
      const number = path.join(".")
      open = { kind: "paragraph", prefix: numbered ? `${number}${path.length === 1 ? "." : ""} ` : "", text: "" }
    } else {
      open = { kind: name.startsWith("h") ? "heading" : "paragraph", prefix: "", text: "" }
    }
  }
  if (open !== null) open.text += html.slice(last)
  flush()
  return blocks
}

/** Word's numbers of the document's list items, read from its XML (null when it has none to read). */
const wordNumbers = async (buffer: Buffer): Promise<ReadonlyArray<ReadonlyArray<number>> | null> => {
  const { default: JSZip } = await import("jszip")
  const zip = await JSZip.loadAsync(buffer)
  const [document, numbering] = await Promise.all([
    zip.file("word/document.xml")?.async("string"),
    zip.file("word/numbering.xml")?.async("string")
  ])
  return document === undefined || numbering === undefined ? null : listNumbers(document, numbering)
}

const readDocx = (bytes: Uint8Array) =>
  Effect.tryPromise({
    try: () => {
      const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
      return import("mammoth").then(({ default: mammoth }) =>
        Promise.all([
          mammoth.convertToHtml(
            { buffer },
            // Images are irrelevant to the text; without this they would be inlined as base64.
            { convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: "" })) }
          ),
          wordNumbers(buffer)
        ])
      )
    },
    catch: (e) =>
      unreadable("unreadable", `The Word file could not be read (${e instanceof Error ? e.message : String(e)})`)
  }).pipe(
    Effect.flatMap(([result, numbers]) => {
      // Word's numbers are used only when they match mammoth's list items one for one (a numbered heading, which
      // mammoth keeps a heading, would shift them), and not under headings that carry numbers of their own ("3.
      // Exclusivity" over items Word counts on as 9, 10: the drafter numbers by section, as mammoth's lists do).
      const items = result.value.match(/<li\b/g)?.length ?? 0
      const numberedHeadings = /<h[1-6]\b[^>]*>\s*\d{1,3}(?:\.\d{1,3})*\.?\s/.test(result.value)
      const blocks = blocksFromHtml(result.value, numbers?.length === items && !numberedHeadings ? numbers : undefined)
      return blocks.some((b) => /\p{L}/u.test(b.text))
        ? Effect.succeed<ReadDocument>({ format: "docx", pages: null, blocks })
        : Effect.fail(unreadable("no_text_layer", "The Word file contains no text"))
    })
  )

export const make = (ocr: TextRecognitionShape) =>
  DocumentReader.of({
    read: (bytes, contentType) => {
      const format = formatOf(bytes, contentType)
      if (format === "pdf") return readPdf(ocr, bytes).pipe(Tracing.span("DocumentTextReader.pdf"))
      if (format === "docx") return readDocx(bytes).pipe(Tracing.span("DocumentTextReader.docx"))
      return Effect.fail(
        unreadable(
          "unsupported_format",
          contentType === "application/msword"
            ? "Word 97–2003 (.doc) files are not supported; save the contract as .docx or PDF"
            : `A contract must be a PDF or a Word .docx file, not ${contentType}`
        )
      )
    }
  })

/** Needs the OCR engine for scanned PDFs (the tagger's: one worker per process, started on first use). */
export const layer = Layer.effect(DocumentReader, Effect.map(TextRecognition, make))
