// The build draws PDF pages in its own worker thread (dist/pdfpage.js, found next to dist/main.cjs, as the built
// server starts it): unpdf and @napi-rs/canvas stay outside the bundle and load from node_modules in that worker;
// the server's own bundle contains neither.
import { afterAll, assert, describe, it } from "@effect/vitest"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { Worker } from "node:worker_threads"
import sharp from "sharp"
import type { PageReply, PageRequest } from "../../adapters/analysis/PdfPageThread.js"
import { colouredPdf } from "../support/PdfFixtures.js"

const dist = path.resolve(import.meta.dirname, "../../dist")
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pdf-build-"))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const ask = (worker: Worker, request: PageRequest) =>
  new Promise<PageReply>((resolve, reject) => {
    worker.once("message", resolve)
    worker.once("error", reject)
    worker.postMessage(request)
  })

describe("PDF page worker in the build", () => {
  it("dist/pdfpage.js draws a first page; the server's bundle loads neither pdf.js nor the canvas", async () => {
    const file = path.join(dir, "sheet.pdf")
    fs.writeFileSync(file, await colouredPdf({ colour: "#d03020" }))
    const worker = new Worker(path.join(dist, "pdfpage.js"))
    try {
      const reply = await ask(worker, { id: 1, file, size: 320, maxBytes: 1_000_000 })
      assert.isTrue(reply.ok, reply.ok ? "" : reply.message)
      if (!reply.ok) return
      const { data, info } = await sharp(Buffer.from(reply.png))
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true })
      assert.deepStrictEqual([info.width, info.height], [226, 320])
      const at = (300 * info.width + 10) * 3
      assert.deepStrictEqual([data[at], data[at + 1], data[at + 2]], [0xd0, 0x30, 0x20])
      const missing = await ask(worker, { id: 2, file: path.join(dir, "none.pdf"), size: 320, maxBytes: 1_000_000 })
      assert.isFalse(missing.ok)
    } finally {
      await worker.terminate()
    }
    const main = fs.readFileSync(path.join(dist, "main.cjs"), "utf8")
    assert.notInclude(main, "@napi-rs/canvas")
    assert.include(main, "pdfpage.js")
  }, 60_000)
})
