// Reads a multipart/form-data body part by part with the multipasta parser (the one @effect/platform uses),
// driven here from the request's body stream so that: a file part's bytes flow to its consumer as they arrive
// (one body chunk in memory at a time), and a body that ends before its closing boundary is an error. The
// platform's own readers wait forever when a body is cut off inside a part's headers (multipasta 0.2.8 signals
// nothing then) and may lose the end-of-body error of a file part.
import { Chunk, Data, Effect, Option, type Scope, Stream } from "effect"
import * as MP from "multipasta"

export class MultipartFailure extends Data.TaggedError("MultipartFailure")<{
  readonly reason: "TooManyParts" | "FieldTooLarge" | "Malformed"
  readonly detail: string
}> {}

export interface FieldPart {
  readonly _tag: "Field"
  readonly name: string
  readonly value: string
}

export interface FilePart {
  readonly _tag: "File"
  readonly name: string
  readonly filename: string
  /** The part's Content-Type (application/octet-stream when the client sent none). */
  readonly contentType: string
  /** The part's bytes; read them (or fail) before the next part can be read. */
  readonly content: Stream.Stream<Uint8Array, MultipartFailure>
}

export interface Limits {
  readonly maxParts: number
  readonly maxFieldBytes: number
}

type Event =
  | { readonly _tag: "Field"; readonly info: MP.PartInfo; readonly value: Uint8Array }
  | { readonly _tag: "File"; readonly info: MP.PartInfo }
  | { readonly _tag: "Chunk"; readonly chunk: Uint8Array }
  | { readonly _tag: "FileEnd" }
  | { readonly _tag: "Error"; readonly error: MP.MultipartError }
  | { readonly _tag: "Done" }

const failure = (error: MP.MultipartError): MultipartFailure => {
  if (error._tag === "ReachedLimit") {
    if (error.limit === "MaxParts") return new MultipartFailure({ reason: "TooManyParts", detail: "too many parts" })
    if (error.limit === "MaxFieldSize")
      return new MultipartFailure({ reason: "FieldTooLarge", detail: "field too large" })
  }
  const detail: Record<MP.MultipartError["_tag"], string> = {
    InvalidBoundary: "no boundary in the Content-Type",
    BadHeaders: "invalid part headers",
    InvalidDisposition: "a part without a name",
    ReachedLimit: "a limit was reached",
    EndNotReached: "the body ended before the closing boundary"
  }
  return new MultipartFailure({ reason: "Malformed", detail: detail[error._tag] })
}

/**
 * The name and filename of a part. Browsers send UTF-8 filenames in the quoted form (HTML's form-data encoding),
 * which multipasta's strict parameter grammar (ISO-8859-1 only) rejects; then the raw header is read leniently.
 */
const disposition = (info: MP.PartInfo): { readonly name: string; readonly filename: string | undefined } => {
  if (info.name !== "") return { name: info.name, filename: info.filename }
  const raw = info.headers["content-disposition"]
  const header = Array.isArray(raw) ? (raw[0] ?? "") : (raw ?? "")
  const params: Record<string, string> = {}
  for (const match of header.matchAll(/;\s*([A-Za-z*]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]*))/g)) {
    const key = match[1]?.toLowerCase()
    if (key !== undefined) params[key] = match[2]?.replace(/\\(.)/g, "$1") ?? match[3] ?? ""
  }
  return { name: params["name"] ?? "", filename: params["filename"] ?? info.filename }
}

const isFile = (info: MP.PartInfo) =>
  disposition(info).filename !== undefined || info.contentType === "application/octet-stream"

const truncated = new MultipartFailure({ reason: "Malformed", detail: "the body ended before the closing boundary" })
const unreadable = new MultipartFailure({ reason: "Malformed", detail: "the body could not be read" })

/**
 * Calls `visit` for each part in body order and returns once the closing boundary is read. The visitor of a
 * file part receives its content as a stream; whatever it leaves unread is skipped.
 */
export const forEachPart = <E, E2, R>(
  body: Stream.Stream<Uint8Array, E>,
  headers: Readonly<Record<string, string | undefined>>,
  limits: Limits,
  visit: (part: FieldPart | FilePart) => Effect.Effect<void, E2, R>
): Effect.Effect<void, E2 | MultipartFailure, R | Scope.Scope> =>
  Effect.gen(function* () {
    const pull = yield* Stream.toPull(Stream.mapError(body, () => unreadable))
    const events: Array<Event> = []
    let inputDone = false
    const parser = MP.make({
      headers: { "content-type": headers["content-type"] ?? "" },
      maxParts: limits.maxParts,
      maxFieldSize: limits.maxFieldBytes,
      isFile,
      onField: (info, value) => events.push({ _tag: "Field", info, value }),
      onFile: (info) => {
        events.push({ _tag: "File", info })
        return (chunk) => events.push(chunk === null ? { _tag: "FileEnd" } : { _tag: "Chunk", chunk })
      },
      onError: (error) => events.push({ _tag: "Error", error }),
      onDone: () => events.push({ _tag: "Done" })
    })

    /** The next parser event, feeding the parser more of the body when none is queued. */
    const next: Effect.Effect<Event, MultipartFailure> = Effect.suspend(() => {
      const event = events.shift()
      if (event !== undefined) return event._tag === "Error" ? Effect.fail(failure(event.error)) : Effect.succeed(event)
      if (inputDone) return Effect.fail(truncated)
      return pull.pipe(
        Effect.map((chunk) => Chunk.forEach(chunk, (bytes) => parser.write(bytes))),
        Effect.catchAll(
          Option.match({
            onNone: () =>
              Effect.sync(() => {
                inputDone = true
                parser.end()
              }),
            onSome: (e: MultipartFailure) => Effect.fail(e)
          })
        ),
        Effect.zipRight(next)
      )
    })

    while (true) {
      const event = yield* next
      if (event._tag === "Done") return
      if (event._tag === "Field") {
        yield* visit({
          _tag: "Field",
          name: disposition(event.info).name,
          value: MP.decodeField(event.info, event.value)
        })
      } else if (event._tag === "File") {
        let ended = false
        const content = Stream.repeatEffectOption(
          Effect.suspend(() =>
            ended
              ? Effect.fail(Option.none())
              : next.pipe(
                  Effect.mapError(Option.some),
                  Effect.flatMap((e) => {
                    if (e._tag === "Chunk") return Effect.succeed(e.chunk)
                    ended = true
                    return Effect.fail(Option.none())
                  })
                )
          )
        )
        const { name, filename } = disposition(event.info)
        yield* visit({
          _tag: "File",
          name,
          filename: filename ?? "",
          contentType: event.info.contentType,
          content
        })
        while (!ended) {
          if ((yield* next)._tag === "FileEnd") ended = true
        }
      }
    }
  })
