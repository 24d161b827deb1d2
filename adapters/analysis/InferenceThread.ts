// The inference worker thread, as the main thread sees it: face and object detection (FaceApiRecognition.ts,
// HumanObjectDetection.ts) send decoded pictures here, and one worker thread per process (InferenceWorker.ts) runs
// the models, so a detection (0.5–2 s of CPU) never blocks the event loop that serves HTTP requests.
// - The worker starts at the first detection (never at start-up) and loads each model on its first use.
// - At most MAX_QUEUED pictures are decoded and waiting for, or in, the worker (the worker runs one at a time);
//   further callers wait before decoding, so memory stays bounded however many detections are asked for.
// - Pixels move to the worker as transferred ArrayBuffers (not copied again on the way).
// - A worker that dies (crash, out of memory, stopped) fails its callers with InferenceFailed; the next detection
//   starts a new worker. A model that throws fails that one caller; the worker goes on.
// - An interrupted caller's detection still runs to its end in the worker (its answer is dropped); the caller's slot
//   is freed only then, so the bound holds.
// The worker's file: from the sources InferenceWorker.ts through tsx's loader; from the build dist/inference.js, the
// build's entry for it (Workers.ts).
import { Data, Effect, Semaphore } from "effect"
import type { Worker } from "node:worker_threads"
import type { MediaUnreadable } from "../../application/tagging/ports/MediaUnreadable.js"
import type { FoundFace } from "./FaceApiModel.js"
import type { FoundObjects } from "./HumanObjectModel.js"
import * as Libraries from "./Libraries.js"
import type { Pixels } from "./Pixels.js"
import { unreadable } from "./SharpImageAnalysis.js"
import { spawnWorker } from "./Workers.js"

/** Pictures decoded and waiting for, or in, the worker at most. */
export const MAX_QUEUED = 4
/**
 * The worker's JavaScript heap at most (it uses about 60 MB with both models loaded; their weights and tensors, about
 * 400 MB, live in WebAssembly memory, which this does not count): a worker past it is stopped and replaced, as if it
 * had crashed.
 */
const HEAP_LIMIT_MB = 256
const OPTIONS = { name: "inference", resourceLimits: { maxOldGenerationSizeMb: HEAP_LIMIT_MB } }

/** What each kind of job answers. */
export interface Results {
  readonly faces: ReadonlyArray<FoundFace>
  readonly objects: FoundObjects
}
export type Kind = keyof Results

export interface Job<K extends Kind = Kind> {
  readonly kind: K
  readonly image: Pixels
}

/** The messages between the threads. */
export interface Request {
  readonly id: number
  readonly job: Job
}
export type Reply =
  | {
      readonly [K in Kind]: { readonly id: number; readonly ok: true; readonly kind: K; readonly result: Results[K] }
    }[Kind]
  | { readonly id: number; readonly ok: false; readonly message: string }

/** The worker died or its model threw: the picture was not analysed. */
export class InferenceFailed extends Data.TaggedError("InferenceFailed")<{ readonly message: string }> {}

/** A picture decoded for a model, and how many of the original picture's pixels one of its pixels spans. */
export interface Picture {
  readonly pixels: Pixels
  readonly scale: number
}

/**
 * The picture in `file` as the models take it: upright, flattened onto white, sRGB, shrunk to at most `maxSide` on
 * its long side. Decoded by sharp (libvips works off the event loop), then copied once into a buffer of its own, which
 * can be transferred: sharp's output lives in memory Node cannot transfer (it would copy it silently, or refuse on
 * newer Node).
 */
export const picture = (file: string, maxSide: number): Effect.Effect<Picture, MediaUnreadable> =>
  Effect.tryPromise({
    try: async () => {
      const sharp = await Libraries.sharp()
      const meta = await sharp(file, { pages: 1 }).rotate().metadata()
      const { data, info } = await sharp(file, { pages: 1 })
        .rotate()
        .flatten({ background: "#ffffff" })
        .resize(maxSide, maxSide, { fit: "inside", withoutEnlargement: true })
        .toColourspace("srgb")
        .raw()
        .toBuffer({ resolveWithObject: true })
      const pixels = { width: info.width, height: info.height, channels: info.channels, data: new Uint8Array(data) }
      return { pixels, scale: (meta.autoOrient?.width ?? meta.width ?? info.width) / info.width }
    },
    catch: unreadable
  })

/**
 * The part `area` (in pixels of the picture as `picture(file, maxSide)` gives it) of the picture in `file`, shrunk or
 * enlarged to fit `side` × `side`: what a model sees of a face's surroundings (the animal vote, AnimalFaces.ts).
 */
export const region = (
  file: string,
  maxSide: number,
  area: { readonly x: number; readonly y: number; readonly width: number; readonly height: number },
  side: number
): Effect.Effect<Picture, MediaUnreadable> =>
  Effect.tryPromise({
    try: async () => {
      const sharp = await Libraries.sharp()
      const cut = await sharp(file, { pages: 1 })
        .rotate()
        .flatten({ background: "#ffffff" })
        .resize(maxSide, maxSide, { fit: "inside", withoutEnlargement: true })
        .extract({ left: area.x, top: area.y, width: area.width, height: area.height })
        .toColourspace("srgb")
        .raw()
        .toBuffer({ resolveWithObject: true })
      const { data, info } = await sharp(cut.data, { raw: cut.info })
        .resize(side, side, { fit: "inside" })
        .raw()
        .toBuffer({ resolveWithObject: true })
      const pixels = { width: info.width, height: info.height, channels: info.channels, data: new Uint8Array(data) }
      return { pixels, scale: area.width / info.width }
    },
    catch: unreadable
  })

/** The inference worker, from the sources or the build (Workers.ts). */
const spawn = () =>
  spawnWorker(new URL("./InferenceWorker.ts", import.meta.url), new URL("./inference.js", import.meta.url), OPTIONS)

interface Running {
  readonly worker: Worker
  /** The callers waiting for an answer, by request id. */
  readonly waiting: Map<number, (reply: Reply) => void>
}

/** One inference worker thread, started on first use and again after it died. */
export class InferenceThread {
  private running: Running | undefined
  private nextId = 0
  private workers = 0
  private readonly slots = Semaphore.makeUnsafe(MAX_QUEUED)

  /** Workers started so far. */
  get started(): number {
    return this.workers
  }

  /** Jobs sent to the worker and not yet answered. */
  get pending(): number {
    return this.running?.waiting.size ?? 0
  }

  /**
   * A `kind` detection on the picture `decode` gives, decoded once a queue slot is free, run in the worker; the caller
   * waits for the answer, with the decoded picture's scale and size. The pixels are transferred to the worker: nothing
   * else may keep them.
   */
  run<K extends Kind, E, R>(
    kind: K,
    decode: Effect.Effect<Picture, E, R>
  ): Effect.Effect<
    { readonly found: Results[K]; readonly scale: number; readonly width: number; readonly height: number },
    E | InferenceFailed,
    R
  > {
    return this.slots.withPermits(1)(
      Effect.flatMap(decode, ({ pixels, scale }) => {
        const { width, height } = pixels
        return Effect.map(this.send({ kind, image: pixels }), (found) => ({ found, scale, width, height }))
      })
    )
  }

  /** Stops the worker now: jobs in it fail as if it had crashed, and the next job starts a new one. */
  stop(): Promise<number> {
    return this.running?.worker.terminate() ?? Promise.resolve(0)
  }

  private start(): Running {
    const worker = spawn()
    const running: Running = { worker, waiting: new Map() }
    this.running = running
    this.workers++
    worker.on("message", (reply: Reply) => {
      const answer = running.waiting.get(reply.id)
      running.waiting.delete(reply.id)
      // An idle worker does not keep the process alive.
      if (running.waiting.size === 0) worker.unref()
      answer?.(reply)
    })
    const died = (message: string) => {
      if (this.running === running) this.running = undefined
      const waiting = [...running.waiting]
      running.waiting.clear()
      for (const [id, answer] of waiting) answer({ id, ok: false, message })
    }
    worker.on("error", (e) => died(`The inference worker crashed: ${e.message.split("\n")[0]}`))
    worker.on("messageerror", (e) => {
      died(`The inference worker sent an unreadable answer: ${e.message}`)
      void worker.terminate()
    })
    worker.on("exit", (code) => died(`The inference worker stopped (exit code ${code})`))
    return running
  }

  private send<K extends Kind>(job: Job<K>): Effect.Effect<Results[K], InferenceFailed> {
    return Effect.callback<Results[K], InferenceFailed>((resume) => {
      let answered!: () => void
      const settled = new Promise<void>((resolve) => (answered = resolve))
      const fail = (message: string) => {
        answered()
        resume(Effect.fail(new InferenceFailed({ message })))
      }
      const id = ++this.nextId
      let running: Running | undefined
      try {
        running = this.running ?? this.start()
        running.waiting.set(id, (reply) => {
          if (!reply.ok) return fail(reply.message)
          answered()
          resume(Effect.succeed(reply.result as Results[K]))
        })
        running.worker.ref()
        running.worker.postMessage({ id, job } satisfies Request, [job.image.data.buffer])
      } catch (e) {
        running?.waiting.delete(id)
        fail(`The inference worker cannot be reached: ${e instanceof Error ? e.message : String(e)}`)
      }
      // Interrupted: the worker finishes the job anyway; the slot is given back once it has.
      return Effect.promise(() => settled)
    })
  }
}

/** The process's inference thread. */
export const shared = new InferenceThread()
