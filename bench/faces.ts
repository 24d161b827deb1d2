// Face identification benchmark, in process (the detector is a library the talent-clearance agent calls): model
// load, seconds per image (one portrait, two faces side by side) and seconds per minute of video (frames every 2 s,
// as the agent samples them: frame extraction plus detection). One detection at a time; "CPU s" is the process's
// CPU time over the same work (all threads, the inference worker's included), so "per core" figures do not depend on
// how busy the machine was; "loop stall ms" is the longest the main thread's event loop was blocked meanwhile (the
// detector runs in a worker thread, so requests would be served through it).
import { Effect, Layer } from "effect"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import * as FaceApiRecognition from "../adapters/analysis/FaceApiRecognition.js"
import * as FfmpegVideoAnalysis from "../adapters/analysis/FfmpegVideoAnalysis.js"
import { FaceRecognition } from "../application/clearance/ports/FaceRecognition.js"
import { VideoAnalysis } from "../application/tagging/ports/VideoAnalysis.js"
import { FRAME_INTERVAL_SECONDS, MAX_FRAMES } from "../application/clearance/TalentFaces.js"
import { pair, portrait, portraitVideo } from "../test/support/FaceFixtures.js"
import { printTable } from "./BenchServer.js"

const REPEATS = 3

/** Wall and CPU time of `work`, and the event loop's longest stall meanwhile (the longest gap of a 10 ms timer). */
const measure = async <A>(work: () => Promise<A>) => {
  const cpu = process.cpuUsage()
  const started = performance.now()
  let last = started
  let stall = 0
  const timer = setInterval(() => {
    const now = performance.now()
    stall = Math.max(stall, now - last - 10)
    last = now
  }, 10)
  try {
    const result = await work()
    const used = process.cpuUsage(cpu)
    const now = performance.now()
    stall = Math.max(stall, now - last - 10)
    return { result, wall: (now - started) / 1000, cpu: (used.user + used.system) / 1e6, stall: Math.max(0, stall) }
  } finally {
    clearInterval(timer)
  }
}

export const run = async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-faces-"))
  try {
    const write = (name: string, bytes: Buffer) => {
      const file = path.join(dir, name)
      fs.writeFileSync(file, bytes)
      return file
    }
    const portraitFile = write("portrait.jpg", await portrait("hopper"))
    const pairFile = write("pair.jpg", await pair("hopper", "collins"))
    const minute = write("minute.mp4", await portraitVideo("collins", 60))
    const rows: Array<Record<string, string | number>> = []
    await Effect.runPromise(
      Effect.gen(function* () {
        const faces = yield* FaceRecognition
        const video = yield* VideoAnalysis
        const load = yield* Effect.promise(() => measure(() => Effect.runPromise(faces.detect(portraitFile))))
        rows.push({
          case: "first detection (loads the models)",
          "wall s": load.wall.toFixed(2),
          "CPU s": load.cpu.toFixed(2),
          "loop stall ms": Math.round(load.stall)
        })
        for (const [name, file] of [
          ["image, 1 face (512×600)", portraitFile],
          ["image, 2 faces (≈1000×512)", pairFile]
        ] as const) {
          const m = yield* Effect.promise(() =>
            measure(async () => {
              for (let i = 0; i < REPEATS; i++) await Effect.runPromise(faces.detect(file))
            })
          )
          rows.push({
            case: `${name}, per image`,
            "wall s": (m.wall / REPEATS).toFixed(2),
            "CPU s": (m.cpu / REPEATS).toFixed(2),
            "loop stall ms": Math.round(m.stall)
          })
        }
        const times = Array.from(
          { length: Math.min(MAX_FRAMES, 60 / FRAME_INTERVAL_SECONDS) },
          (_, i) => (i + 0.5) * FRAME_INTERVAL_SECONDS
        )
        const m = yield* Effect.promise(() =>
          measure(() =>
            Effect.runPromise(
              Effect.scoped(
                Effect.gen(function* () {
                  const frames = yield* video.frames(minute, times)
                  let found = 0
                  for (const f of frames) found += (yield* faces.detect(f.path)).length
                  return found
                })
              )
            )
          )
        )
        rows.push({
          case: `video, per minute (${times.length} frames, 480×480)`,
          "wall s": m.wall.toFixed(2),
          "CPU s": m.cpu.toFixed(2),
          "loop stall ms": Math.round(m.stall)
        })
      }).pipe(Effect.provide(Layer.mergeAll(FaceApiRecognition.layer, FfmpegVideoAnalysis.layer)))
    )
    printTable("face identification (face-api SSD + 128-D, tfjs wasm)", rows)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
