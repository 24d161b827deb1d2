// VideoAnalysis with ffprobe (container metadata as JSON) and ffmpeg (one PNG frame per requested time, by input
// seeking, into a temporary directory removed when the scope closes).
import * as Tracing from "../../application/platform/Tracing.js"
import { Effect, Layer, Option, Schema } from "effect"
import * as fs from "node:fs/promises"
import * as os from "node:os"
import * as path from "node:path"
import { MediaUnreadable } from "../../application/tagging/ports/MediaUnreadable.js"
import { VideoAnalysis, type VideoFrame } from "../../application/tagging/ports/VideoAnalysis.js"
import { FFMPEG, FFPROBE, type ProcessFailed, run } from "./Ffmpeg.js"

const Stream = Schema.Struct({
  codec_type: Schema.optional(Schema.String),
  codec_name: Schema.optional(Schema.String),
  width: Schema.optional(Schema.Number),
  height: Schema.optional(Schema.Number),
  avg_frame_rate: Schema.optional(Schema.String),
  tags: Schema.optional(Schema.Record(Schema.String, Schema.String)),
  side_data_list: Schema.optional(Schema.Array(Schema.Struct({ rotation: Schema.optional(Schema.Number) })))
})
const Probe = Schema.Struct({
  streams: Schema.Array(Stream).pipe(Schema.withDecodingDefaultTypeKey(Effect.succeed([]))),
  format: Schema.optional(
    Schema.Struct({ format_name: Schema.optional(Schema.String), duration: Schema.optional(Schema.String) })
  )
})
const decodeProbe = Schema.decodeUnknownOption(Schema.fromJsonString(Probe))

const corrupt = (what: string) => (e: ProcessFailed) =>
  new MediaUnreadable({ reason: "corrupt", message: `${what}: ${e.message}` })

const fraction = (rate: string | undefined): number | null => {
  const [n, d] = (rate ?? "").split("/").map(Number)
  return n !== undefined && d !== undefined && d > 0 && n > 0 ? Math.round((n / d) * 100) / 100 : null
}

const rotation = (s: typeof Stream.Type): number =>
  Math.abs(Number(s.tags?.["rotate"] ?? s.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? 0)) % 180

export const make = VideoAnalysis.of({
  probe: (file) =>
    run(FFPROBE, ["-v", "error", "-print_format", "json", "-show_format", "-show_streams", file], {
      maxBytes: 4 * 1024 * 1024,
      timeout: "30 seconds"
    }).pipe(
      Effect.mapError(corrupt("The container cannot be read")),
      Effect.flatMap((out) =>
        Option.match(decodeProbe(out.toString("utf8")), {
          onNone: () =>
            Effect.fail(new MediaUnreadable({ reason: "corrupt", message: "The container metadata is unreadable" })),
          onSome: Effect.succeed
        })
      ),
      Effect.map((probe) => {
        const video = probe.streams.find((s) => s.codec_type === "video")
        const audio = probe.streams.find((s) => s.codec_type === "audio")
        const duration = Number(probe.format?.duration)
        const turned = video !== undefined && rotation(video) === 90
        return {
          container: probe.format?.format_name ?? null,
          durationSeconds: Number.isFinite(duration) ? Math.round(duration * 1000) / 1000 : null,
          videoCodec: video?.codec_name ?? null,
          frameRate: fraction(video?.avg_frame_rate),
          audioCodec: audio?.codec_name ?? null,
          width: (turned ? video?.height : video?.width) ?? null,
          height: (turned ? video?.width : video?.height) ?? null
        }
      }),
      Tracing.span("FfmpegVideoAnalysis.probe")
    ),

  frames: Effect.fnUntraced(function* (file, times) {
    const dir = yield* Effect.acquireRelease(
      Effect.promise(() => fs.mkdtemp(path.join(os.tmpdir(), "clearhouse-frames-"))),
      (d) => Effect.promise(() => fs.rm(d, { recursive: true, force: true }))
    )
    const frames: Array<VideoFrame> = []
    for (const [i, time] of times.entries()) {
      const out = path.join(dir, `frame-${i}.png`)
      yield* run(
        FFMPEG,
        ["-v", "error", "-nostdin", "-ss", time.toFixed(3), "-i", file, "-frames:v", "1", "-an", "-y", out],
        { maxBytes: 1024 * 1024, timeout: "60 seconds" }
      ).pipe(Effect.mapError(corrupt("The video stream cannot be decoded")))
      // A seek past the last frame writes nothing: that time simply has no frame.
      const written = yield* Effect.promise(() =>
        fs.stat(out).then(
          (s) => s.size > 0,
          () => false
        )
      )
      if (written) frames.push({ time, path: out })
    }
    return frames
  }, Tracing.span("FfmpegVideoAnalysis.frames"))
})

export const layer = Layer.succeed(VideoAnalysis, make)
