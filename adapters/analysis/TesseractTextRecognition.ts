// TextRecognition with tesseract.js (LSTM engine, English data from @tesseract.js-data/eng, read from
// node_modules: nothing is downloaded). One worker per process, created on first use and terminated with the
// layer's scope; recognitions take turns on it. Images are auto-rotated, flattened, greyed and scaled to a
// size the engine reads well (short text is enlarged, huge scans reduced) before recognition.
import * as Tracing from "../../application/platform/Tracing.js"
import { Effect, Layer, Option, Semaphore, SynchronizedRef } from "effect"
import { createRequire } from "node:module"
import * as path from "node:path"
import type { Worker } from "tesseract.js"
import { MediaUnreadable } from "../../application/tagging/ports/MediaUnreadable.js"
import { TextRecognition } from "../../application/tagging/ports/TextRecognition.js"
import * as Libraries from "./Libraries.js"
import { unreadable } from "./SharpImageAnalysis.js"

const require = createRequire(import.meta.url)

/** The directory holding eng.traineddata.gz (the "best int" LSTM model, 2.9 MB). */
export const ENGLISH_DATA = path.join(
  path.dirname(require.resolve("@tesseract.js-data/eng/package.json")),
  "4.0.0_best_int"
)

export const ENGINE = "tesseract.js 7 (LSTM, eng best_int)"

const MIN_SIDE = 1000
const MAX_SIDE = 2500

/** The picture as the engine should see it: upright, on white, grey, between 1000 and 2500 px on its long side. */
const prepare = (file: string | Uint8Array) =>
  Effect.tryPromise({
    try: async () => {
      const sharp = await Libraries.sharp()
      const meta = await sharp(file).metadata()
      const longest = Math.max(meta.width, meta.height)
      const target = longest < MIN_SIDE ? Math.min(MIN_SIDE, longest * 3) : Math.min(longest, MAX_SIDE)
      const resize = meta.width >= meta.height ? { width: target } : { height: target }
      return sharp(file, { pages: 1 })
        .rotate()
        .flatten({ background: "#ffffff" })
        .greyscale()
        .resize({ ...resize, kernel: "lanczos3" })
        .png()
        .toBuffer()
    },
    catch: unreadable
  })

interface Block {
  readonly paragraphs: ReadonlyArray<{
    readonly lines: ReadonlyArray<{
      readonly text: string
      readonly confidence: number
      readonly words: ReadonlyArray<{ readonly text: string; readonly confidence: number }>
    }>
  }>
}

export const make = Effect.gen(function* () {
  const worker = yield* SynchronizedRef.make(Option.none<Worker>())
  const turn = yield* Semaphore.make(1)
  yield* Effect.addFinalizer(() =>
    Effect.flatMap(SynchronizedRef.get(worker), (w) =>
      Option.match(w, {
        onNone: () => Effect.void,
        onSome: (w) => Effect.promise(() => w.terminate()).pipe(Effect.ignore)
      })
    )
  )
  const started = SynchronizedRef.updateAndGetEffect(worker, (current) =>
    Option.isSome(current)
      ? Effect.succeed(current)
      : Effect.promise(async () => {
          const { createWorker, OEM } = await Libraries.tesseract()
          const w = await createWorker("eng", OEM.LSTM_ONLY, {
            langPath: ENGLISH_DATA,
            gzip: true,
            cacheMethod: "none"
          })
          await w.setParameters({ user_defined_dpi: "300" })
          return Option.some(w)
        }).pipe(Tracing.span("TesseractTextRecognition.start"))
  ).pipe(Effect.map(Option.getOrThrow))

  /** The engine's blocks for a picture (one recognition at a time on the one worker). */
  const blocksOf = Effect.fnUntraced(function* (image: string | Uint8Array) {
    const png = yield* prepare(image)
    const w = yield* started
    const result = yield* turn.withPermits(1)(
      Effect.tryPromise({
        try: () => w.recognize(png, {}, { blocks: true }),
        catch: (cause) =>
          new MediaUnreadable({ reason: "corrupt", message: `OCR failed: ${String(cause).split("\n")[0]}` })
      })
    )
    return (result.data.blocks ?? []) as ReadonlyArray<Block>
  })

  return TextRecognition.of({
    readPage: (image) =>
      Effect.map(blocksOf(image), (blocks) =>
        blocks.flatMap((b) =>
          b.paragraphs.flatMap((p) =>
            p.lines.map((l) => ({ text: l.text.replace(/\s+$/, ""), confidence: Math.round(l.confidence) }))
          )
        )
      ).pipe(Tracing.span("TesseractTextRecognition.readPage")),
    recognise: Effect.fnUntraced(function* (file) {
      const blocks = yield* blocksOf(file)
      const words = blocks.flatMap((b) =>
        b.paragraphs.flatMap((p) =>
          p.lines.flatMap((l) => l.words.map((word) => ({ text: word.text, confidence: Math.round(word.confidence) })))
        )
      )
      return { words, engine: ENGINE }
    }, Tracing.span("TesseractTextRecognition.recognise"))
  })
})

export const layer = Layer.effect(TextRecognition, make)
