// The PDF page worker's entry: a worker thread (started by PdfPageThread.ts) that draws the first page of a PDF as a
// small PNG, with unpdf (Mozilla's pdf.js, serverless build) on an @napi-rs/canvas canvas. pdf.js parses and draws on
// the thread that calls it, in long stretches without a timer turn, so it runs here: the main thread's event loop
// keeps serving requests, and a PDF that takes too long or too much memory costs this thread only (it is stopped and
// replaced). Both libraries load in this thread only, never in the server's main thread.
// Bounds: files over MAX_BYTES are not read; the page is drawn at the scale that fits its longer side into the
// preview's size, whatever size the PDF claims (a 20000 × 20000 pt page draws 320 × 320 pixels); a page with an
// image over MAX_IMAGE_PIXELS gets none. Requests are answered one at a time.
import * as fs from "node:fs/promises"
import { parentPort } from "node:worker_threads"
import type { PageReply, PageRequest } from "./PdfPageThread.js"

const port = parentPort
if (port === null) throw new Error("PdfPageWorker.ts runs in a worker thread (see PdfPageThread.ts)")

/**
 * Embedded images larger than this (in pixels) are not decoded: pdf.js decodes an image whole, at 3–4 bytes a pixel
 * (25 MP is an A3 page scanned at 300 dpi, about 100 MB). pdf.js leaves such an image out and warns; a page with a
 * hole where its picture was would mislead, so such a page gets no preview (the PDF icon) instead.
 */
const MAX_IMAGE_PIXELS = 25_000_000
const IMAGE_LEFT_OUT = "Image exceeded maximum allowed size"

// pdf.js reports what it could not draw through console.warn ("Warning: …"). Those lines are this worker's to
// read, not the server's log: never printed, only looked at for a left-out image.
let imageLeftOut = false
// eslint-disable-next-line no-console -- replaced, not used: pdf.js's warnings are read here and never printed
console.warn = (...args: Array<unknown>) => {
  if (String(args[0]).includes(IMAGE_LEFT_OUT)) imageLeftOut = true
}

const firstPage = async ({ file, size, maxBytes }: PageRequest): Promise<ArrayBuffer | string> => {
  const stat = await fs.stat(file)
  if (stat.size > maxBytes) return `larger than ${maxBytes} bytes`
  const data = new Uint8Array(await fs.readFile(file))
  const { getDocumentProxy, renderPageAsImage } = await import("unpdf")
  const doc = await getDocumentProxy(data, {
    maxImageSize: MAX_IMAGE_PIXELS,
    isEvalSupported: false,
    useSystemFonts: false,
    // Warnings: read above, to learn that an image was left out.
    verbosity: 1
  })
  try {
    const page = await doc.getPage(1)
    const { width, height } = page.getViewport({ scale: 1 })
    const longer = Math.max(width, height)
    if (!Number.isFinite(longer) || longer <= 0) return "the first page has no size"
    const scale = size / longer
    // A page far longer than wide would draw less than a pixel across: nothing to show.
    if (Math.min(width, height) * scale < 1) return "the first page is too narrow"
    imageLeftOut = false
    const png = await renderPageAsImage(doc, 1, { canvasImport: () => import("@napi-rs/canvas"), scale })
    return imageLeftOut ? "an image on the first page is too large" : png
  } finally {
    await doc.destroy()
  }
}

// One at a time: each request waits for the one before it. Any failure (a damaged or encrypted PDF) is an answer.
let turn = Promise.resolve()
port.on("message", (request: PageRequest) => {
  turn = turn
    .then(() => firstPage(request))
    .then(
      (result): PageReply =>
        typeof result === "string"
          ? { id: request.id, ok: false, message: result }
          : { id: request.id, ok: true, png: result },
      (e: unknown): PageReply => ({
        id: request.id,
        ok: false,
        message: (e instanceof Error ? e.message : String(e)).split("\n")[0]!
      })
    )
    .then((reply) => port.postMessage(reply, reply.ok ? [reply.png] : []))
    .catch((e: unknown) => port.postMessage({ id: request.id, ok: false, message: String(e) } satisfies PageReply))
})
