// AudioAnalysis: container metadata with music-metadata (WAV, MP3, FLAC, Ogg, AAC/M4A, ... and their tags) and
// samples decoded by ffmpeg to 16 kHz mono 32-bit float, which covers every codec it has (and video sound tracks).
import * as Tracing from "../../application/platform/Tracing.js"
import { Effect, Layer } from "effect"
import { AudioAnalysis } from "../../application/tagging/ports/AudioAnalysis.js"
import { MediaUnreadable } from "../../application/tagging/ports/MediaUnreadable.js"
import { FFMPEG, run } from "./Ffmpeg.js"
import * as Libraries from "./Libraries.js"

/** The rate samples are decoded at: enough for loudness, rhythm and the speech band, and cheap to analyse. */
export const SAMPLE_RATE = 16_000

const round = (x: number | undefined, digits = 3) =>
  x === undefined || !Number.isFinite(x) ? null : Math.round(x * 10 ** digits) / 10 ** digits

export const make = AudioAnalysis.of({
  metadata: (file) =>
    Effect.tryPromise({
      try: async () => (await Libraries.musicMetadata()).parseFile(file, { duration: true, skipCovers: true }),
      catch: (cause) =>
        new MediaUnreadable({
          reason: "corrupt",
          message: `The audio container cannot be read: ${(cause instanceof Error ? cause.message : String(cause)).split("\n")[0]}`
        })
    }).pipe(
      Effect.map(({ common, format }) => ({
        container: format.container ?? null,
        codec: format.codec ?? null,
        durationSeconds: round(format.duration),
        sampleRate: format.sampleRate ?? null,
        channels: format.numberOfChannels ?? null,
        genre: (common.genre ?? []).map((g) => g.trim()).filter((g) => g !== "")
      })),
      Tracing.span("FfmpegAudioAnalysis.metadata")
    ),

  decode: (file, maxSeconds) =>
    run(
      FFMPEG,
      [
        "-v",
        "error",
        "-nostdin",
        "-i",
        file,
        "-t",
        String(maxSeconds),
        "-vn",
        "-ac",
        "1",
        "-ar",
        String(SAMPLE_RATE),
        "-f",
        "f32le",
        "pipe:1"
      ],
      { maxBytes: Math.ceil(maxSeconds * SAMPLE_RATE * 4) + 1024 * 1024, timeout: "120 seconds" }
    ).pipe(
      Effect.mapError(
        (e) => new MediaUnreadable({ reason: "corrupt", message: `The sound cannot be decoded: ${e.message}` })
      ),
      // Copy into an aligned buffer: the process output may start at any byte offset.
      Effect.map((out) => ({
        pcm: new Float32Array(new Uint8Array(out).buffer, 0, Math.floor(out.length / 4)),
        sampleRate: SAMPLE_RATE
      })),
      Tracing.span("FfmpegAudioAnalysis.decode")
    )
})

export const layer = Layer.succeed(AudioAnalysis, make)
