// Face and object detection run in the process's inference worker thread (adapters/analysis/InferenceThread.ts): the
// event loop keeps serving timers while a detection runs; concurrent callers get their own answers, with a bounded
// queue; a worker that dies fails its caller with the port's typed failure and the next detection starts a new
// worker with the same results; a model that throws fails only its job; an interrupted caller leaves the worker
// working.
import { afterAll, assert, describe, it } from "@effect/vitest"
import { Cause, Effect, Exit, Fiber, Option, Schedule } from "effect"
import * as fs from "node:fs"
import { createRequire } from "node:module"
import * as os from "node:os"
import * as path from "node:path"
import * as FaceApiRecognition from "../../adapters/analysis/FaceApiRecognition.js"
import * as HumanObjectDetection from "../../adapters/analysis/HumanObjectDetection.js"
import * as InferenceThread from "../../adapters/analysis/InferenceThread.js"
import { pair, type Person, portrait } from "../support/FaceFixtures.js"

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "inference-thread-"))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const pairFile = Effect.promise(async () => {
  const file = path.join(dir, "pair.jpg")
  if (!fs.existsSync(file)) fs.writeFileSync(file, await pair("hopper", "collins"))
  return file
})
const portraitFile = (person: Person, variant: string) =>
  Effect.promise(async () => {
    const file = path.join(dir, `${person}-${variant}.jpg`)
    if (!fs.existsSync(file)) fs.writeFileSync(file, await portrait(person, variant))
    return file
  })
// Read from node_modules at test time (the package is MIT licensed); never copied into this repository.
const screenshot = path.join(
  path.dirname(path.dirname(createRequire(import.meta.url).resolve("@vladmandic/human"))),
  "assets",
  "screenshot-vrm.jpg"
)

const faces = FaceApiRecognition.make
const objects = HumanObjectDetection.make
const thread = InferenceThread.shared

/** Waits until the worker holds a job (a condition, not a delay). */
const untilBusy = Effect.suspend(() => (thread.pending > 0 ? Effect.void : Effect.fail("idle"))).pipe(
  Effect.retry(Schedule.spaced("5 millis")),
  Effect.orDie
)

describe("inference worker thread", () => {
  it.live(
    "the event loop keeps ticking while faces and objects are detected",
    () =>
      Effect.gen(function* () {
        const file = yield* pairFile
        // Models load in the worker on first use; measured after that, as the agents see it in a running server.
        yield* faces.detect(file)
        yield* objects.detect(screenshot)
        let ticks = 0
        const timer = setInterval(() => ticks++, 10)
        const started = performance.now()
        try {
          for (let i = 0; i < 3; i++) {
            yield* faces.detect(file)
            yield* objects.detect(screenshot)
          }
        } finally {
          clearInterval(timer)
        }
        const elapsed = performance.now() - started
        // On the main thread the timer barely ticks while a detection runs (the loop is blocked 0.6–1.8 s at a
        // time); in the worker it ticks most of the time. A quarter is a generous floor for a busy machine.
        assert.isAtLeast(ticks, (elapsed / 10) * 0.25, `${ticks} ticks in ${Math.round(elapsed)} ms`)
      }),
    120_000
  )

  it.live(
    "concurrent callers each get their own picture's answer; at most MAX_QUEUED pictures wait in the worker",
    () =>
      Effect.gen(function* () {
        const files = [
          yield* pairFile,
          yield* portraitFile("hopper", "grey"),
          yield* portraitFile("collins", "original")
        ]
        const alone = yield* Effect.forEach(files, (f) => faces.detect(f))
        let most = 0
        const watch = yield* Effect.forkChild(
          Effect.repeat(
            Effect.sync(() => (most = Math.max(most, thread.pending))),
            Schedule.spaced("5 millis")
          )
        )
        const together = yield* Effect.forEach([...files, ...files, ...files], (f) => faces.detect(f), {
          concurrency: "unbounded"
        })
        yield* Fiber.interrupt(watch)
        assert.deepStrictEqual(together, [...alone, ...alone, ...alone])
        assert.isAtMost(most, InferenceThread.MAX_QUEUED)
        assert.isAtLeast(most, 2, "callers were queued in the worker")
      }),
    120_000
  )

  it.live(
    "a worker that dies mid-detection fails its caller as unreadable; the next detection starts a new worker",
    () =>
      Effect.gen(function* () {
        const file = yield* pairFile
        const before = yield* faces.detect(file)
        assert.strictEqual(before.length, 2)
        const workers = thread.started
        const fiber = yield* Effect.forkChild(faces.detect(file))
        yield* untilBusy
        yield* Effect.promise(() => thread.stop())
        const exit = yield* Fiber.await(fiber)
        assert.isTrue(Exit.isFailure(exit))
        const failure = Exit.isFailure(exit) ? Option.getOrUndefined(Cause.findErrorOption(exit.cause)) : undefined
        assert.strictEqual(failure?._tag, "MediaUnreadable")
        assert.match(failure!.message, /The face detector could not analyse the picture: The inference worker stopped/)
        // A new worker, the same faces and descriptors.
        assert.deepStrictEqual(yield* faces.detect(file), before)
        assert.strictEqual(thread.started, workers + 1)
      }),
    120_000
  )

  it.live(
    "a model that throws fails only its job; the worker goes on",
    () =>
      Effect.gen(function* () {
        const file = yield* pairFile
        const before = yield* faces.detect(file)
        const workers = thread.started
        // 10×10 pixels announced, 5 bytes sent: tfjs refuses to build the tensor.
        const broken = { width: 10, height: 10, channels: 3, data: new Uint8Array(5) }
        const failure = yield* Effect.flip(thread.run("objects", Effect.succeed({ pixels: broken, scale: 1 })))
        assert.strictEqual(failure._tag, "InferenceFailed")
        assert.match(failure.message, /values/)
        assert.deepStrictEqual(yield* faces.detect(file), before)
        assert.strictEqual(thread.started, workers)
      }),
    120_000
  )

  it.live(
    "an interrupted caller does not break the worker",
    () =>
      Effect.gen(function* () {
        const file = yield* pairFile
        const before = yield* faces.detect(file)
        const workers = thread.started
        const fiber = yield* Effect.forkChild(faces.detect(file))
        yield* untilBusy
        yield* Fiber.interrupt(fiber)
        // The interrupted detection finished in the worker before the interruption returned.
        assert.strictEqual(thread.pending, 0)
        assert.deepStrictEqual(yield* faces.detect(file), before)
        assert.strictEqual(thread.started, workers)
      }),
    120_000
  )
})
