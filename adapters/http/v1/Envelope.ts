// The response envelope of SPEC "Response envelope": {data, meta}. Single resources carry meta.request_id and
// meta.timestamp (ISO 8601 UTC); lists carry meta.total, meta.cursor and meta.has_more.
import { DateTime, Effect, FiberRef, Option, Schema } from "effect"
import type { Page } from "../../../domain/platform/Pagination.js"
import { CurrentRequest } from "./RequestContext.js"

export const SingleMeta = Schema.Struct({
  request_id: Schema.String.annotations({ description: "Identifier of the request (also in X-Request-Id)" }),
  timestamp: Schema.String.annotations({ description: "Time of the response, ISO 8601 UTC" })
}).annotations({ identifier: "SingleMeta" })

export const ListMeta = Schema.Struct({
  total: Schema.Int.annotations({ description: "Total number of matching items" }),
  cursor: Schema.NullOr(Schema.String).annotations({
    description: "Pass as the cursor query parameter to get the next page; null on the last page"
  }),
  has_more: Schema.Boolean.annotations({ description: "True when more items follow" })
}).annotations({ identifier: "ListMeta" })

export const Single = <A, I, R>(data: Schema.Schema<A, I, R>) => Schema.Struct({ data, meta: SingleMeta })

export const List = <A, I, R>(item: Schema.Schema<A, I, R>) =>
  Schema.Struct({ data: Schema.Array(item), meta: ListMeta })

export const Deleted = Schema.Struct({
  id: Schema.String,
  deleted: Schema.Literal(true)
}).annotations({ identifier: "Deleted" })

export const singleMeta = Effect.gen(function* () {
  const { requestId } = yield* FiberRef.get(CurrentRequest)
  return { request_id: requestId, timestamp: DateTime.formatIso(yield* DateTime.now) }
})

/** `{data, meta}` for one resource. */
export const single = <A>(data: A) => Effect.map(singleMeta, (meta) => ({ data, meta }))

/** `{data, meta}` for a page of a list. */
export const list = <A>(page: Page<A>) =>
  Effect.succeed({
    data: page.items,
    meta: { total: page.total, cursor: Option.getOrNull(page.nextCursor), has_more: page.hasMore }
  })

export const deleted = (id: string) => single({ id, deleted: true as const })
