// ContentSniffer with the file-type library (magic numbers of ~180 formats: images, audio, video, PDF, Office
// documents, archives). It reads the first MiB: enough for OOXML (whose type sits in the first zip entries) and
// for MP3s behind large ID3 tags; formats without a signature (plain text, CSV, JSON) give none.
import * as Tracing from "../../application/platform/Tracing.js"
import { Effect, Layer, Option } from "effect"
import { fileTypeFromBuffer } from "file-type"
import { ContentSniffer } from "../../application/projects/ports/ContentSniffer.js"

export const HEAD_BYTES = 1024 * 1024

export const make = ContentSniffer.of({
  headBytes: HEAD_BYTES,
  sniff: (head) =>
    Effect.tryPromise(() => fileTypeFromBuffer(head)).pipe(
      Effect.map((found) => Option.fromNullable(found?.mime)),
      // A parser failure on odd bytes means "unknown type", never a failed upload.
      Effect.catchAll((cause) => Effect.as(Effect.logDebug("content sniffing failed", cause), Option.none<string>())),
      Tracing.span("FileTypeSniffer.sniff")
    )
})

export const layer = Layer.succeed(ContentSniffer, make)
