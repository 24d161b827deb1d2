// Reads a multipart/form-data upload as it arrives: the `file` part is streamed straight into staging (never
// buffered whole), the small parts (project_id, metadata, tags, talent_ids) may come before or after it, and
// every problem with them is reported together once the body has been read.
import type * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import * as NodeHttpServerRequest from "@effect/platform-node/NodeHttpServerRequest"
import * as NodeStream from "@effect/platform-node/NodeStream"
import { Effect, Option, Schema, Stream } from "effect"
import * as Assets from "../../../application/projects/Assets.js"
import { requireScopes } from "../../../application/platform/CurrentPrincipal.js"
import { MAX_METADATA_BYTES, MAX_METADATA_DEPTH, Metadata, Tags, TalentIds } from "../../../domain/projects/Asset.js"
import { type FieldIssue, InvalidRequest, PayloadTooLarge, ValidationError } from "../../../domain/platform/Errors.js"
import { ProjectId } from "../../../domain/platform/Ids.js"
import { mayHaveForbiddenKey, textDepth } from "../../../domain/platform/Json.js"
import { decodeAll, forbiddenKeyIssue } from "../../../domain/platform/Validation.js"
import { type FilePart, forEachPart, type MultipartFailure } from "./MultipartReader.js"
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

const fromMultipartFailure = (failure: MultipartFailure) => {
  switch (failure.reason) {
    case "TooManyParts":
      return ValidationError.field("body", `too_many_parts:${MAX_PARTS}`, `An upload has at most ${MAX_PARTS} parts`)
    case "FieldTooLarge":
      return PayloadTooLarge.of(MAX_FIELD_BYTES, "field")
    case "Malformed":
      return malformed(failure.detail)
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
  const all = [...issues, ...(decoded._tag === "Left" ? decoded.left.details : [])]
  return all.length > 0 || decoded._tag === "Left"
    ? Effect.fail(ValidationError.of(all))
    : Effect.succeed(decoded.right)
}

/** The text of a small part sent as a file (`curl -F metadata=@meta.json`), at most MAX_FIELD_BYTES. */
const readText = (file: FilePart) =>
  Effect.suspend(() => {
    const chunks: Array<Uint8Array> = []
    let bytes = 0
    return Stream.runForEach(file.content, (chunk) => {
      bytes += chunk.length
      if (bytes > MAX_FIELD_BYTES) return Effect.fail(PayloadTooLarge.of(MAX_FIELD_BYTES, file.name))
      chunks.push(chunk)
      return Effect.void
    }).pipe(Effect.map(() => Buffer.concat(chunks).toString("utf8")))
  })

/**
 * The request body as a stream that leaves the connection usable when reading stops early: the rest of the
 * body is then read and discarded, so after an early 400 or 413 the client still receives the answer and can
 * reuse the connection.
 */
const bodyOf = (request: HttpServerRequest.HttpServerRequest) => {
  const incoming = NodeHttpServerRequest.toIncomingMessage(request)
  return NodeStream.fromReadable(
    () => incoming,
    () => malformed("the body could not be read"),
    {
      closeOnDone: false
    }
  ).pipe(Stream.ensuring(Effect.sync(() => incoming.resume())))
}

/**
 * Reads the upload and creates the asset. The caller's scope bounds the staged file: if anything fails (bad
 * parts, 413, a client that goes away), the staged bytes are removed when it closes and no row exists.
 */
export const upload = (request: HttpServerRequest.HttpServerRequest) =>
  Effect.gen(function* () {
    yield* requireScopes("assets:write")
    const contentType = request.headers["content-type"] ?? ""
    if (!/^multipart\/form-data\s*;.*boundary=/i.test(contentType)) return yield* unsupportedMediaType
    const texts = new Map<string, Array<string>>()
    const issues: Array<FieldIssue> = []
    const add = (key: string, value: string) => {
      const unstorable = textIssue(key, value)
      if (unstorable === undefined) texts.set(key, [...(texts.get(key) ?? []), value])
      else issues.push(unstorable)
    }
    let staged: Option.Option<Assets.StagedFile> = Option.none()

    yield* forEachPart(
      bodyOf(request),
      request.headers,
      { maxParts: MAX_PARTS, maxFieldBytes: MAX_FIELD_BYTES },
      (part) =>
        Effect.gen(function* () {
          if (part._tag === "Field") {
            if (TEXT_PARTS.has(part.name)) add(part.name, part.value)
            else
              issues.push({
                field: part.name || "body",
                issue: part.name === "file" ? "invalid_type" : "unknown_field"
              })
            return
          }
          if (part.name === "file") {
            if (Option.isSome(staged)) return yield* ValidationError.field("file", "duplicate", "Send exactly one file")
            const badName = textIssue("filename", part.filename)
            if (badName !== undefined) return yield* ValidationError.of([badName])
            // The project is known before the bytes: refuse a wrong one before streaming the file.
            const projectIds = texts.get("project_id") ?? []
            const early = projectIds.length === 1 ? projectIds[0]?.trim() : undefined
            if (early !== undefined && Schema.is(ProjectId)(early)) yield* Assets.checkUploadProject(early)
            staged = Option.some(
              yield* Assets.stageFile({
                filename: part.filename,
                declaredContentType: part.contentType === "" ? null : part.contentType,
                content: part.content
              })
            )
            return
          }
          // Small known parts sent as files are read as text; any other file part is refused at once.
          if (TEXT_PARTS.has(part.name)) return add(part.name, yield* readText(part))
          return yield* ValidationError.field(part.name || "body", "unknown_field", `Unknown part ${part.name}`)
        })
    ).pipe(Effect.catchTag("MultipartFailure", (failure) => Effect.fail(fromMultipartFailure(failure))))

    if (Option.isNone(staged)) issues.push({ field: "file", issue: "required" })
    const fields = yield* decodeFields(texts, issues)
    if (Option.isNone(staged)) return yield* ValidationError.of(issues)
    return yield* Assets.createAsset(staged.value, {
      projectId: fields.project_id,
      metadata: fields.metadata ?? {},
      tags: fields.tags ?? [],
      talentIds: fields.talent_ids ?? []
    })
  })
