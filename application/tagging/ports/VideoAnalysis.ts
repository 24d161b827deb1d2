// Port: container metadata of a video file and still frames taken from it at given times. Frames are image files
// that live as long as the scope, so the image and OCR ports can read them like any picture.
import { Context, type Effect, type Scope } from "effect"
import type { VideoFacts } from "../../../domain/tagging/MediaFindings.js"
import type { MediaUnreadable } from "./MediaUnreadable.js"

export interface VideoProbe extends VideoFacts {
  /** Displayed size (rotation metadata applied); none when the file has no video stream. */
  readonly width: number | null
  readonly height: number | null
}

export interface VideoFrame {
  /** Seconds from the start. */
  readonly time: number
  readonly path: string
}

export interface VideoAnalysisShape {
  readonly probe: (path: string) => Effect.Effect<VideoProbe, MediaUnreadable>
  /**
   * The frames at these times (seconds), in order. Fails with MediaUnreadable when no decoder can read the video
   * stream; a time past the end gives no frame.
   */
  readonly frames: (
    path: string,
    times: ReadonlyArray<number>
  ) => Effect.Effect<ReadonlyArray<VideoFrame>, MediaUnreadable, Scope.Scope>
}

export class VideoAnalysis extends Context.Tag("clearhouse/VideoAnalysis")<VideoAnalysis, VideoAnalysisShape>() {}
