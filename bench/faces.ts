// Face identification benchmark, in process (the detector is a library the talent-clearance agent calls): model
// load, seconds per image (one portrait, two faces side by side) and seconds per minute of video (frames every 2 s,
// as the agent samples them: frame extraction plus detection). One detection at a time; "CPU s" is the process's
// CPU time over the same work (all threads), so "per core" figures do not depend on how busy the machine was.
import { Effect, Layer } from "effect"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import * as FaceApiRecognition from "../adapters/analysis/FaceApiRecognition.js"
import * as FfmpegVideoAnalysis from "../adapters/analysis/FfmpegVideoAnalysis.js"
import { FaceRecognition } from "../application/ports/FaceRecognition.js"
import { VideoAnalysis } from "../application/ports/VideoAnalysis.js"
import { FRAME_INTERVAL_SECONDS, MAX_FRAMES } from "../application/TalentFaces.js"
import { pair, portrait, portraitVideo } from "../test/support/FaceFixtures.js"
import { printTable } from "./BenchServer.js"

const REPEATS = 3

const measure = async <A>(work: () => Promise<A>) => {
  const cpu = process.cpuUsage()
  const started = performance.now()
  const result = await work()
  const used = process.cpuUsage(cpu)
  return { result, wall: (performance.now() - started) / 1000, cpu: (used.user + used.system) / 1e6 }
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
          "CPU s": load.cpu.toFixed(2)
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
            "CPU s": (m.cpu / REPEATS).toFixed(2)
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
          "CPU s": m.cpu.toFixed(2)
        })
      }).pipe(Effect.provide(Layer.mergeAll(FaceApiRecognition.layer, FfmpegVideoAnalysis.layer)))
    )
    printTable("face identification (face-api SSD + 128-D, tfjs wasm)", rows)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
