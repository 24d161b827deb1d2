// The one failure of the analysis ports: the file cannot be analysed. `corrupt` when its bytes do not decode as
// the format they claim, `unsupported` when the format is one the analyser does not handle.
import { Data } from "effect"

export class MediaUnreadable extends Data.TaggedError("MediaUnreadable")<{
  readonly reason: "corrupt" | "unsupported"
  readonly message: string
}> {}
