// Cursor pagination (SPEC "Endpoints": cursor + limit). Lists are keyset-paginated: the cursor is the opaque
// base64url form of the last item's sort key, so pages stay stable while rows are inserted concurrently.
import { Either, Encoding, Option, Schema } from "effect"
import { ValidationError } from "./Errors.js"
import { integerParam } from "./Validation.js"

export const DEFAULT_LIMIT = 20
export const MAX_LIMIT = 100

/** The `limit` query parameter: an integer from 1 to 100. */
export const Limit = integerParam({
  minimum: 1,
  maximum: MAX_LIMIT,
  default: DEFAULT_LIMIT,
  description: `How many items a page holds, 1 to ${MAX_LIMIT} (default ${DEFAULT_LIMIT})`
}).annotations({ identifier: "Limit" })

export const CursorParam = Schema.String.pipe(Schema.maxLength(512, { message: () => "invalid_cursor" })).annotations({
  description: "Where the page starts: the `meta.cursor` of the previous page (absent for the first page)"
})

/** A keyset position: the sort key of the last item of the previous page. */
export type SortKey = ReadonlyArray<string | number>

export interface PageRequest {
  readonly limit: number
  readonly after: Option.Option<SortKey>
}

export interface Page<A> {
  readonly items: ReadonlyArray<A>
  readonly total: number
  readonly hasMore: boolean
  /** The cursor that continues after the last item; none on the last page. */
  readonly nextCursor: Option.Option<string>
}

const CursorBody = Schema.Struct({
  v: Schema.Literal(1),
  k: Schema.NonEmptyArray(Schema.Union(Schema.String, Schema.Number))
})
const decodeBody = Schema.decodeUnknownEither(Schema.parseJson(CursorBody))

export const encodeCursor = (key: SortKey): string => Encoding.encodeBase64Url(JSON.stringify({ v: 1, k: key }))

const invalidCursor = ValidationError.field("cursor", "invalid_cursor", "cursor is not a cursor this API issued")

/** Decodes a cursor and checks its key against the list's sort key schema; any tampering is a validation error. */
export const decodeCursor = <K extends SortKey, I>(
  cursor: string,
  key: Schema.Schema<K, I>
): Either.Either<K, ValidationError> =>
  Encoding.decodeBase64UrlString(cursor).pipe(
    Either.flatMap((json) => decodeBody(json)),
    Either.flatMap((body) => Schema.decodeUnknownEither(key)(body.k)),
    Either.mapLeft(() => invalidCursor)
  )

export const pageRequest = <K extends SortKey, I>(
  params: { readonly limit?: number | undefined; readonly cursor?: string | undefined },
  key: Schema.Schema<K, I>
): Either.Either<PageRequest & { readonly after: Option.Option<K> }, ValidationError> =>
  params.cursor === undefined || params.cursor === ""
    ? Either.right({ limit: params.limit ?? DEFAULT_LIMIT, after: Option.none() })
    : Either.map(decodeCursor(params.cursor, key), (k) => ({
        limit: params.limit ?? DEFAULT_LIMIT,
        after: Option.some(k)
      }))

/** Builds a page from up to limit+1 fetched rows (the extra row only tells that more follow). */
export const makePage = <A>(
  rows: ReadonlyArray<A>,
  limit: number,
  total: number,
  sortKey: (a: A) => SortKey
): Page<A> => {
  const hasMore = rows.length > limit
  const items = hasMore ? rows.slice(0, limit) : rows
  const last = items[items.length - 1]
  return {
    items,
    total,
    hasMore,
    nextCursor: hasMore && last !== undefined ? Option.some(encodeCursor(sortKey(last))) : Option.none()
  }
}
