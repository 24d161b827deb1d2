// Reads a multipart/form-data upload as it arrives: the `file` part is streamed straight into staging (never
// buffered whole), the small parts (project_id, metadata, tags, talent_ids) may come before or after it, and
// every problem with them is reported together once the body has been read.
import * as NodeHttpServerRequest from "@effect/platform-node/NodeHttpServerRequest"
import { Effect, Option, Result, Schema, Stream } from "effect"
import { HttpIncomingMessage, type HttpServerRequest, Multipart } from "effect/http"
import type * as http from "node:http"
import * as Assets from "../../../application/projects/Assets.js"
import { requireScopes } from "../../../application/platform/CurrentPrincipal.js"
import { MAX_METADATA_BYTES, MAX_METADATA_DEPTH, Metadata, Tags, TalentIds } from "../../../domain/projects/Asset.js"
import { type FieldIssue, InvalidRequest, PayloadTooLarge, ValidationError } from "../../../domain/platform/Errors.js"
import { ProjectId } from "../../../domain/platform/Ids.js"
import { mayHaveForbiddenKey, textDepth } from "../../../domain/platform/Json.js"
import { decodeAll, forbiddenKeyIssue } from "../../../domain/platform/Validation.js"
import { textIssue } from "./StorableInput.js"

const MAX_PARTS = 64
/** Text parts may be this large; metadata beyond its own limit gets a validation error, not a parser failure. */
export const MAX_FIELD_BYTES = 2 * MAX_METADATA_BYTES

const TEXT_PARTS = new Set(["project_id", "metadata", "tags", "talent_ids"])

const UploadFields = Schema.Struct({
  project_id: ProjectId,
  metadata: Schema.optional(Metadata),
  tags: Schema.optional(Tags),
  talent_ids: Schema.optional(TalentIds)
})

const unsupportedMediaType = InvalidRequest.of(
  "unsupported_media_type",
  "Upload assets as multipart/form-data with a file part and a project_id part",
  [{ field: "content-type", issue: "unsupported_media_type" }]
)

const malformed = (reason: string) =>
  InvalidRequest.of("malformed_multipart", `The multipart body could not be read (${reason})`, [
    { field: "body", issue: "malformed_multipart" }
  ])

/** What the parser found wrong with the body, for the error message. */
const PARSE_DETAIL: Record<string, string> = {
  InvalidBoundary: "no boundary in the Content-Type",
  BadHeaders: "invalid part headers",
  InvalidDisposition: "a part without a name",
  EndNotReached: "the body ended before the closing boundary"
}

const fromMultipartError = (error: Multipart.MultipartError) => {
  switch (error.reason._tag) {
    case "TooManyParts":
      return ValidationError.field("body", `too_many_parts:${MAX_PARTS}`, `An upload has at most ${MAX_PARTS} parts`)
    case "FieldTooLarge":
      return PayloadTooLarge.of(MAX_FIELD_BYTES, "field")
    case "Parse": {
      const cause = error.reason.cause
      const tag = typeof cause === "object" && cause !== null && "_tag" in cause ? String(cause._tag) : ""
      return malformed(PARSE_DETAIL[tag] ?? "the body could not be parsed")
    }
    default:
      return malformed("the body could not be read")
  }
}

const parseJson = (text: string): Option.Option<unknown> => {
  try {
    return Option.some(JSON.parse(text))
  } catch {
    return Option.none()
  }
}

/** A list part is repeated once per item, or holds a JSON array of strings. */
const listValues = (field: string, values: ReadonlyArray<string>, issues: Array<FieldIssue>): Array<unknown> =>
  values.flatMap((value) => {
    if (!value.trim().startsWith("[")) return [value]
    if (textDepth(value) > 1) {
      issues.push({ field, issue: "invalid_type" })
      return []
    }
    const parsed = parseJson(value)
    if (Option.isNone(parsed)) {
      issues.push({ field, issue: "invalid_json" })
      return []
    }
    if (!Array.isArray(parsed.value)) {
      issues.push({ field, issue: "invalid_type" })
      return []
    }
    return parsed.value as Array<unknown>
  })

/** Decodes the text parts; every issue is reported, with the issues found while reading the parts. */
const decodeFields = (parts: ReadonlyMap<string, ReadonlyArray<string>>, issues: Array<FieldIssue>) => {
  const input: Record<string, unknown> = {}
  const single = (field: string) => {
    const values = parts.get(field) ?? []
    if (values.length > 1) issues.push({ field, issue: "duplicate" })
    return values[0]
  }
  const projectId = single("project_id")
  if (projectId !== undefined) input["project_id"] = projectId.trim()
  const metadata = single("metadata")
  if (metadata !== undefined) {
    // Measured on the text first: a value nested thousands deep would exhaust the stack while being checked.
    if (textDepth(metadata) > MAX_METADATA_DEPTH) {
      issues.push({ field: "metadata", issue: `too_deep:${MAX_METADATA_DEPTH}` })
    } else {
      const parsed = parseJson(metadata)
      const forbidden =
        Option.isSome(parsed) && mayHaveForbiddenKey(metadata)
          ? forbiddenKeyIssue(parsed.value, ["metadata"])
          : undefined
      if (forbidden !== undefined) issues.push(forbidden)
      else if (Option.isSome(parsed)) input["metadata"] = parsed.value
      else issues.push({ field: "metadata", issue: "invalid_json" })
    }
  }
  for (const field of ["tags", "talent_ids"]) {
    const values = parts.get(field)
    if (values !== undefined) input[field] = listValues(field, values, issues)
  }
  const decoded = decodeAll(UploadFields)(input)
  const all = [...issues, ...(Result.isFailure(decoded) ? decoded.failure.details : [])]
  return all.length > 0 || Result.isFailure(decoded)
    ? Effect.fail(ValidationError.of(all))
    : Effect.succeed(decoded.success)
}

/** A file part's bytes, whole, failing with `tooLarge` as soon as more than `max` bytes have arrived. */
export const partBytes = <E>(file: Multipart.File, max: number, tooLarge: () => E) =>
  Effect.suspend(() => {
    const chunks: Array<Uint8Array> = []
    let bytes = 0
    return Stream.runForEach(file.content, (chunk) => {
      bytes += chunk.length
      if (bytes > max) return Effect.fail(tooLarge())
      chunks.push(chunk)
      return Effect.void
    }).pipe(Effect.map(() => Buffer.concat(chunks)))
  })

/** The text of a small part sent as a file (`curl -F metadata=@meta.json`), at most MAX_FIELD_BYTES. */
const readText = (file: Multipart.File) =>
  Effect.map(
    partBytes(file, MAX_FIELD_BYTES, () => PayloadTooLarge.of(MAX_FIELD_BYTES, file.key)),
    (bytes) => bytes.toString("utf8")
  )

/**
 * The parser's limits: parts and the size of text parts. No limit on the body's total size (the JSON body limit
 * does not apply to uploads) nor on the file's (staging refuses a file over MAX_UPLOAD_BYTES, with the field
 * named). Every part with a file name (or of type application/octet-stream) is a file, whatever its type.
 */
const LIMITS = Multipart.limitsServices({ maxParts: MAX_PARTS, maxFieldSize: MAX_FIELD_BYTES, fieldMimeTypes: [] })

/**
 * Reads and discards what is left of the body, so that the client, after an early 400 or 413 still sending,
 * receives the answer, and can reuse the connection (Node would otherwise close it under the client).
 */
export const drainBody = (request: HttpServerRequest.HttpServerRequest) =>
  Effect.callback<void>((resume) => {
    const incoming = NodeHttpServerRequest.toIncomingMessage(request) as http.IncomingMessage
    if (incoming.readableEnded || incoming.destroyed) return resume(Effect.void)
    const done = () => resume(Effect.void)
    incoming.once("end", done)
    incoming.once("close", done)
    // The multipart parser the body was piped into stopped reading: detach it, or it holds the body back.
    incoming.unpipe()
    incoming.resume()
  })

/** What the parts read so far hold: the text fields, the issues found, the staged file once its part came. */
interface UploadParts {
  readonly texts: Map<string, Array<string>>
  readonly issues: Array<FieldIssue>
  staged: Option.Option<Assets.StagedFile>
}

const addText = (parts: UploadParts, key: string, value: string) => {
  const unstorable = textIssue(key, value)
  if (unstorable === undefined) parts.texts.set(key, [...(parts.texts.get(key) ?? []), value])
  else parts.issues.push(unstorable)
}

/** Reads one part into `parts`. */
const visitPart = Effect.fnUntraced(function* (parts: UploadParts, part: Multipart.Part) {
  if (part._tag === "Field") {
    if (TEXT_PARTS.has(part.key)) addText(parts, part.key, part.value)
    else
      parts.issues.push({
        field: part.key || "body",
        issue: part.key === "file" ? "invalid_type" : "unknown_field"
      })
    return
  }
  if (part.key === "file") {
    if (Option.isSome(parts.staged)) return yield* ValidationError.field("file", "duplicate", "Send exactly one file")
    const badName = textIssue("filename", part.name)
    if (badName !== undefined) return yield* ValidationError.of([badName])
    // The project is known before the bytes: refuse a wrong one before streaming the file.
    const projectIds = parts.texts.get("project_id") ?? []
    const early = projectIds.length === 1 ? projectIds[0]?.trim() : undefined
    if (early !== undefined && Schema.is(ProjectId)(early)) yield* Assets.checkUploadProject(early)
    parts.staged = Option.some(
      yield* Assets.stageFile({
        filename: part.name,
        declaredContentType: part.contentType === "" ? null : part.contentType,
        content: part.content
      })
    )
    return
  }
  // Small known parts sent as files are read as text; any other file part is refused at once.
  if (TEXT_PARTS.has(part.key)) return addText(parts, part.key, yield* readText(part))
  return yield* ValidationError.field(part.key || "body", "unknown_field", `Unknown part ${part.key}`)
})

/**
 * Reads the upload and creates the asset. The caller's scope bounds the staged file: if anything fails (bad
 * parts, 413, a client that goes away), the staged bytes are removed when it closes and no row exists.
 */
export const upload = Effect.fnUntraced(function* (request: HttpServerRequest.HttpServerRequest) {
  yield* requireScopes("assets:write")
  const contentType = request.headers["content-type"] ?? ""
  if (!/^multipart\/form-data\s*;.*boundary=/i.test(contentType)) return yield* unsupportedMediaType
  const parts: UploadParts = { texts: new Map(), issues: [], staged: Option.none() }
  const { texts, issues } = parts

  yield* request.multipartStream.pipe(
    Stream.runForEach((part) => visitPart(parts, part)),
    Effect.catchTag("MultipartError", (error) => Effect.fail(fromMultipartError(error))),
    Effect.provideContext(LIMITS),
    Effect.provideService(HttpIncomingMessage.MaxBodySize, undefined),
    // Whatever the outcome, the body is read to its end before the answer: Node resets a connection whose
    // request was read only in part (the parser stops at the closing boundary, and may stop early).
    Effect.ensuring(drainBody(request))
  )

  if (Option.isNone(parts.staged)) issues.push({ field: "file", issue: "required" })
  const fields = yield* decodeFields(texts, issues)
  if (Option.isNone(parts.staged)) return yield* ValidationError.of(issues)
  return yield* Assets.createAsset(parts.staged.value, {
    projectId: fields.project_id,
    metadata: fields.metadata ?? {},
    tags: fields.tags ?? [],
    talentIds: fields.talent_ids ?? []
  })
})
