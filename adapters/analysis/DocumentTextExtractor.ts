// DocumentText: PDF text layers with unpdf (a bundled, server-side pdf.js), Word .docx with mammoth, plain text as
// UTF-8. At most MAX_DOCUMENT_BYTES are read and MAX_TEXT characters kept, so a huge file cannot exhaust memory.
// A scanned PDF without a text layer yields empty text (the tagger reports that; it does not OCR PDF pages).
import * as Tracing from "../../application/platform/Tracing.js"
import { Effect, Layer } from "effect"
import * as fs from "node:fs/promises"
import { type DocumentContent, DocumentText } from "../../application/tagging/ports/DocumentText.js"
import { MediaUnreadable } from "../../application/tagging/ports/MediaUnreadable.js"
import * as Libraries from "./Libraries.js"

export const MAX_DOCUMENT_BYTES = 64 * 1024 * 1024
export const MAX_TEXT = 200_000

const firstLine = (cause: unknown) => (cause instanceof Error ? cause.message : String(cause)).split("\n")[0] ?? ""

const readCapped = async (file: string) => {
  const { size } = await fs.stat(file)
  if (size > MAX_DOCUMENT_BYTES) throw new Error(`the document is larger than ${MAX_DOCUMENT_BYTES} bytes`)
  return fs.readFile(file)
}

const pdf = async (file: string): Promise<DocumentContent> => {
  const { extractText, getDocumentProxy, getMeta } = await Libraries.unpdf()
  // verbosity 0: pdf.js reports errors only, instead of printing warnings such as "Indexing all PDF objects".
  const doc = await getDocumentProxy(new Uint8Array(await readCapped(file)), { verbosity: 0 })
  try {
    const { totalPages, text } = await extractText(doc, { mergePages: true })
    const meta = await getMeta(doc).catch(() => ({ info: {} as Record<string, unknown> }))
    const title = meta.info["Title"]
    return { text, pages: totalPages, title: typeof title === "string" && title.trim() !== "" ? title.trim() : null }
  } finally {
    await doc.destroy()
  }
}

const docx = async (file: string): Promise<DocumentContent> => {
  const result = await (await Libraries.mammoth()).extractRawText({ buffer: await readCapped(file) })
  return { text: result.value, pages: null, title: null }
}

const plain = async (file: string): Promise<DocumentContent> => {
  const handle = await fs.open(file, "r")
  try {
    const buffer = Buffer.alloc(Math.min((await handle.stat()).size, MAX_TEXT * 4))
    await handle.read(buffer, 0, buffer.length, 0)
    return { text: new TextDecoder("utf-8", { fatal: false }).decode(buffer), pages: null, title: null }
  } finally {
    await handle.close()
  }
}

export const make = DocumentText.of({
  extract: (file, format) =>
    Effect.tryPromise({
      try: () => (format === "pdf" ? pdf(file) : format === "docx" ? docx(file) : plain(file)),
      catch: (cause) =>
        new MediaUnreadable({
          reason: "corrupt",
          message: `The ${format} document cannot be read: ${firstLine(cause)}`
        })
    }).pipe(
      Effect.map((content) => ({ ...content, text: content.text.replaceAll("\u0000", "").slice(0, MAX_TEXT) })),
      Tracing.span("DocumentTextExtractor.extract")
    )
})

export const layer = Layer.succeed(DocumentText, make)
