// The HTTP answer for an asset's file: 200 with the whole file, 206 for one satisfiable byte Range, 416 for a
// Range outside it, 304 when If-None-Match / If-Modified-Since show the client's copy is current (RFC 9110
// §13; evaluated here because `fresh`, express's helper, ignores them when a request says no-cache, which
// fetch() always adds to conditional requests). The ETag is the SHA-256: it changes exactly with the bytes.
import contentDisposition from "content-disposition"
import { DateTime, Effect, Option, Stream } from "effect"
import { type HttpServerRequest, HttpServerResponse } from "effect/http"
import parseRange from "range-parser"
import * as Assets from "../../../application/projects/Assets.js"
import type { ByteRange } from "../../../application/projects/ports/BlobStore.js"
import type { Asset } from "../../../domain/projects/Asset.js"
import { RangeNotSatisfiable, renderError } from "./Errors.js"

const httpDate = (d: DateTime.Utc) => DateTime.toDate(d).toUTCString()

/** Weak comparison of entity tags: `W/"x"` matches `"x"`. */
const opaque = (tag: string) => tag.trim().replace(/^W\//, "")

/** RFC 9110 §13.2.2: If-None-Match decides when present; else If-Modified-Since against Last-Modified. */
const notModified = (headers: Readonly<Record<string, string | undefined>>, etag: string, lastModified: Date) => {
  const noneMatch = headers["if-none-match"]
  if (noneMatch !== undefined) {
    return noneMatch.trim() === "*" || noneMatch.split(",").some((tag) => opaque(tag) === etag)
  }
  const since = Date.parse(headers["if-modified-since"] ?? "")
  return !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since
}

/** The single range to serve, none for the whole file, or "unsatisfiable". */
const requestedRange = (
  headers: Readonly<Record<string, string | undefined>>,
  asset: Asset,
  etag: string
): Option.Option<ByteRange> | "unsatisfiable" => {
  const header = headers["range"]
  if (header === undefined) return Option.none()
  // If-Range: serve the range only while the client's validator still names this content (else the whole file).
  const ifRange = headers["if-range"]?.trim()
  if (ifRange !== undefined && ifRange !== etag && ifRange !== httpDate(asset.createdAt)) return Option.none()
  const parsed = parseRange(asset.sizeBytes, header, { combine: true })
  if (parsed === -1) return "unsatisfiable"
  // Malformed headers and several ranges (multipart/byteranges is not offered) get the whole file, as RFC 9110
  // allows a server to ignore Range.
  if (parsed === -2 || parsed.type !== "bytes" || parsed.length !== 1 || parsed[0] === undefined) {
    return Option.none()
  }
  return Option.some({ start: parsed[0].start, end: parsed[0].end })
}

/**
 * The first `bytes` bytes of a store's stream, never more: the response declares its Content-Length, and Node
 * closes the socket when a body outgrows it. A store that ignores a Range (s3rver answers `bytes=0-0` with the
 * whole object) then still sends the declared bytes rather than a broken connection.
 */
const upTo =
  (bytes: number) =>
  <E, R>(content: Stream.Stream<Uint8Array, E, R>): Stream.Stream<Uint8Array, E, R> =>
    content.pipe(
      Stream.mapAccum(
        () => bytes,
        (left, chunk) => {
          const part = chunk.length <= left ? chunk : chunk.subarray(0, left)
          return [left - part.length, [{ part, left: left - part.length }]] as const
        }
      ),
      // Stop reading the store once the declared bytes are out.
      Stream.takeUntil(({ left }) => left === 0),
      Stream.map(({ part }) => part)
    )

export const respond = Effect.fnUntraced(function* (request: HttpServerRequest.HttpServerRequest, asset: Asset) {
  const etag = `"${asset.sha256}"`
  const validators = { etag, "last-modified": httpDate(asset.createdAt) }
  const headers = {
    ...validators,
    "accept-ranges": "bytes",
    "cache-control": "private, no-cache",
    "content-disposition": contentDisposition(asset.filename),
    "x-content-type-options": "nosniff"
  }
  if (notModified(request.headers, etag, DateTime.toDate(asset.createdAt))) {
    return HttpServerResponse.empty({ status: 304, headers })
  }
  const range = requestedRange(request.headers, asset, etag)
  if (range === "unsatisfiable") {
    return HttpServerResponse.setHeaders(
      renderError(
        new RangeNotSatisfiable({
          message: `The range lies outside the file of ${asset.sizeBytes} bytes`,
          details: [{ field: "range", issue: `size:${asset.sizeBytes}` }]
        })
      ),
      { ...headers, "content-range": `bytes */${asset.sizeBytes}` }
    )
  }
  const content = yield* Assets.readContent(asset, range)
  return Option.match(range, {
    onNone: () =>
      HttpServerResponse.stream(upTo(asset.sizeBytes)(content), {
        status: 200,
        contentType: asset.contentType,
        contentLength: asset.sizeBytes,
        // Set explicitly as well: the platform drops a content length of 0 (then it would be chunked).
        headers: { ...headers, "content-length": String(asset.sizeBytes) }
      }),
    onSome: ({ start, end }) =>
      HttpServerResponse.stream(upTo(end - start + 1)(content), {
        status: 206,
        contentType: asset.contentType,
        contentLength: end - start + 1,
        headers: { ...headers, "content-range": `bytes ${start}-${end}/${asset.sizeBytes}` }
      })
  })
})
