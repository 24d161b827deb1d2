// A PDF's first page is drawn in its own worker thread (adapters/analysis/PdfPageThread.ts): at the preview's size
// whatever size the page claims, with pdf.js and the canvas library loaded in the worker only; an encrypted, damaged
// or too large file, or a page with a picture too large to decode, answers none and the worker goes on; a page that takes too long or too much memory has its
// worker stopped (answering none) while the event loop keeps ticking, and the next page starts a new worker; an idle
// worker stops by itself.
import { afterAll, assert, describe, it } from "@effect/vitest"
import { Effect, Option, Schedule } from "effect"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import sharp from "sharp"
import { PdfPageThread } from "../../adapters/analysis/PdfPageThread.js"
import { colouredPdf, heavyPdf, picturePdf } from "../support/PdfFixtures.js"

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pdf-pages-"))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const write = (name: string, bytes: Uint8Array) =>
  Effect.sync(() => {
    const file = path.join(dir, name)
    fs.writeFileSync(file, bytes)
    return file
  })
const pdfFile = (name: string, options: Parameters<typeof colouredPdf>[0]) =>
  Effect.flatMap(
    Effect.promise(() => colouredPdf(options)),
    (bytes) => write(name, bytes)
  )

/** The PNG's size and the colour of its pixel at (x, y). */
const pixel = (png: Uint8Array, x: number, y: number) =>
  Effect.promise(async () => {
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
    const at = (y * info.width + x) * 3
    return { width: info.width, height: info.height, rgb: [data[at]!, data[at + 1]!, data[at + 2]!] }
  })

/** Counts event-loop turns (every 20 ms) while `effect` runs. */
const ticking = <A>(effect: Effect.Effect<A>) =>
  Effect.gen(function* () {
    let ticks = 0
    const timer = setInterval(() => ticks++, 20)
    const started = performance.now()
    const result = yield* Effect.ensuring(
      effect,
      Effect.sync(() => clearInterval(timer))
    )
    return { result, ticks, ms: performance.now() - started }
  })

const near = (rgb: ReadonlyArray<number>, expected: ReadonlyArray<number>) =>
  rgb.every((v, i) => Math.abs(v - expected[i]!) <= 12)

describe("PDF first pages in a worker thread", () => {
  it.live(
    "the first page at the preview's size, even of a 20000 × 20000 pt page; pdf.js and the canvas stay in the worker",
    () =>
      Effect.gen(function* () {
        const thread = new PdfPageThread()
        const a4 = yield* pdfFile("a4.pdf", { colour: "#d03020" })
        const huge = yield* pdfFile("huge.pdf", { colour: "#2050d0", width: 20000, height: 20000 })

        const first = yield* pixel(Option.getOrThrow(yield* thread.firstPage(a4, 320)), 10, 300)
        assert.deepStrictEqual([first.width, first.height], [226, 320], "A4 fits 320 px high")
        assert.isTrue(near(first.rgb, [0xd0, 0x30, 0x20]), `the page's colour: ${first.rgb.join(",")}`)

        const big = yield* pixel(Option.getOrThrow(yield* thread.firstPage(huge, 320)), 300, 300)
        assert.deepStrictEqual([big.width, big.height], [320, 320], "drawn at 1/62 scale, not 20000 px")
        assert.isTrue(near(big.rgb, [0x20, 0x50, 0xd0]), `the page's colour: ${big.rgb.join(",")}`)

        // The same worker drew both; this thread never loaded the canvas (unpdf would have set this here). Not
        // DOMMatrix: test files share their process (isolate: false), and pdf.js reading a text defines it too.
        assert.strictEqual(thread.started, 1)
        const globals = globalThis as Record<symbol | string, unknown>
        assert.isUndefined(globals[Symbol.for("unpdf.canvasModule")])
        thread.stop()
      }),
    60_000
  )

  it.live(
    "an encrypted, a damaged or a too large PDF gets none, and the worker goes on",
    () =>
      Effect.gen(function* () {
        const thread = new PdfPageThread({ maxBytes: 100_000 })
        const locked = yield* pdfFile("locked.pdf", { colour: "#20d050", userPassword: "secret" })
        const damaged = yield* write("damaged.pdf", new TextEncoder().encode("%PDF-1.7\nnot much of a pdf\n%%EOF\n"))
        const large = yield* write("large.pdf", heavyPdf(5000))
        const fine = yield* pdfFile("fine.pdf", { colour: "#d03020" })
        assert.isAbove(fs.statSync(large).size, 100_000)

        assert.isTrue(Option.isNone(yield* thread.firstPage(locked, 320)), "encrypted")
        assert.isTrue(Option.isNone(yield* thread.firstPage(damaged, 320)), "damaged")
        assert.isTrue(Option.isNone(yield* thread.firstPage(large, 320)), "over the byte limit")
        assert.isTrue(Option.isNone(yield* thread.firstPage(path.join(dir, "missing.pdf"), 320)), "missing")
        assert.isTrue(Option.isSome(yield* thread.firstPage(fine, 320)))
        assert.strictEqual(thread.started, 1, "none of them stopped the worker")
        thread.stop()
      }),
    60_000
  )

  it.live(
    "a page's picture is drawn; a page whose picture is over 25 megapixels gets none rather than a hole",
    () =>
      Effect.gen(function* () {
        const thread = new PdfPageThread()
        const photo = yield* write(
          "photo.pdf",
          yield* Effect.promise(() => picturePdf({ colour: "#2050d0", width: 2000, height: 2800 }))
        )
        const poster = yield* write(
          "poster.pdf",
          yield* Effect.promise(() => picturePdf({ colour: "#2050d0", width: 5000, height: 5100 }))
        )
        const drawn = yield* pixel(Option.getOrThrow(yield* thread.firstPage(photo, 320)), 100, 100)
        assert.isTrue(near(drawn.rgb, [0x20, 0x50, 0xd0]), `the picture's colour: ${drawn.rgb.join(",")}`)
        assert.isTrue(Option.isNone(yield* thread.firstPage(poster, 320)), "25.5 MP: left out by pdf.js, so none")
        assert.isTrue(Option.isSome(yield* thread.firstPage(photo, 320)))
        assert.strictEqual(thread.started, 1)
        thread.stop()
      }),
    60_000
  )

  it.live(
    "a page that takes too long stops its worker while the event loop ticks; the next page gets a new worker",
    () =>
      Effect.gen(function* () {
        // Memory enough that only the time limit can stop it: 200,000 rectangles take pdf.js about 10 s here.
        const thread = new PdfPageThread({ timeoutMs: 2_000, heapLimitMb: 512 })
        const fine = yield* pdfFile("quick.pdf", { colour: "#d03020" })
        const slow = yield* write("slow.pdf", heavyPdf(200_000))
        // A first page starts the worker (loading pdf.js there may take longer than the limit on a busy machine).
        yield* thread.firstPage(fine, 320)
        const warm = yield* thread.firstPage(fine, 320)
        assert.isTrue(Option.isSome(warm))
        const startedBefore = thread.started

        const { result, ticks, ms } = yield* ticking(thread.firstPage(slow, 320))
        assert.isTrue(Option.isNone(result))
        assert.isAtLeast(ms, 1_900)
        assert.isBelow(ms, 5_000, "answered at the time limit")
        assert.isAbove(ticks, 40, "the event loop was free meanwhile")
        assert.isFalse(thread.running, "the worker was stopped")

        assert.isTrue(Option.isSome(yield* thread.firstPage(fine, 320)))
        assert.strictEqual(thread.started, startedBefore + 1)
        thread.stop()
      }),
    60_000
  )

  it.live(
    "a page past the worker's heap limit stops the worker; the next page gets a new worker",
    () =>
      Effect.gen(function* () {
        const thread = new PdfPageThread({ heapLimitMb: 32, timeoutMs: 60_000 })
        const slow = yield* write("heavy.pdf", heavyPdf(300_000))
        const fine = yield* pdfFile("after.pdf", { colour: "#d03020" })
        assert.isTrue(Option.isNone(yield* thread.firstPage(slow, 320)))
        assert.isTrue(Option.isSome(yield* thread.firstPage(fine, 320)))
        assert.strictEqual(thread.started, 2)
        thread.stop()
      }),
    90_000
  )

  it.live(
    "an idle worker stops by itself; the next page starts a new one",
    () =>
      Effect.gen(function* () {
        const thread = new PdfPageThread({ idleMs: 300 })
        const fine = yield* pdfFile("idle.pdf", { colour: "#d03020" })
        assert.isTrue(Option.isSome(yield* thread.firstPage(fine, 320)))
        // Waits for the worker to be gone (a condition, not a delay; at most 10 s).
        yield* Effect.suspend(() => (thread.running ? Effect.fail("running") : Effect.void)).pipe(
          Effect.retry(Schedule.max([Schedule.spaced("50 millis"), Schedule.recurs(200)])),
          Effect.orDie
        )
        assert.isTrue(Option.isSome(yield* thread.firstPage(fine, 320)))
        assert.strictEqual(thread.started, 2)
        thread.stop()
      }),
    60_000
  )
})
