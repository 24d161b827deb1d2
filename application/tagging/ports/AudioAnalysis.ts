// Port: container metadata of a sound (or a video's sound track) and its samples, decoded to mono PCM at a fixed
// rate. The measurements (loudness, silence, tempo, classes) are computed from the samples in domain/.
import { Context, type Effect } from "effect"
import type { AudioMetadata } from "../../../domain/tagging/MediaFindings.js"
import type { MediaUnreadable } from "./MediaUnreadable.js"

export interface DecodedAudio {
  /** Mono samples, −1..1. */
  readonly pcm: Float32Array
  readonly sampleRate: number
}

export interface AudioAnalysisShape {
  readonly metadata: (path: string) => Effect.Effect<AudioMetadata, MediaUnreadable>
  /** At most the first `maxSeconds` of the sound, mixed down to mono. */
  readonly decode: (path: string, maxSeconds: number) => Effect.Effect<DecodedAudio, MediaUnreadable>
}

export class AudioAnalysis extends Context.Tag("clearhouse/AudioAnalysis")<AudioAnalysis, AudioAnalysisShape>() {}
