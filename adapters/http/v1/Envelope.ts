// The response envelope of SPEC "Response envelope": {data, meta}. Single resources carry meta.request_id and
// meta.timestamp (ISO 8601 UTC); lists carry meta.total, meta.cursor and meta.has_more.
import { Clock, Effect, type Fiber, Option, Schema } from "effect"
import { isoUtc } from "../../../domain/platform/IsoTimestamp.js"
import type { Page } from "../../../domain/platform/Pagination.js"
import { CurrentRequest } from "./RequestContext.js"

export const SingleMeta = Schema.Struct({
  request_id: Schema.String.annotate({ description: "Identifier of the request (also in X-Request-Id)" }),
  timestamp: Schema.String.annotate({ description: "Time of the response, ISO 8601 UTC" })
}).annotate({ identifier: "SingleMeta" })

export const ListMeta = Schema.Struct({
  total: Schema.Int.annotate({ description: "Total number of matching items" }),
  cursor: Schema.NullOr(Schema.String).annotate({
    description: "Pass as the cursor query parameter to get the next page; null on the last page"
  }),
  has_more: Schema.Boolean.annotate({ description: "True when more items follow" })
}).annotate({ identifier: "ListMeta" })

export const Single = <S extends Schema.Top>(data: S) => Schema.Struct({ data, meta: SingleMeta })

export const List = <S extends Schema.Top>(item: S) => Schema.Struct({ data: Schema.Array(item), meta: ListMeta })

export const Deleted = Schema.Struct({
  id: Schema.String,
  deleted: Schema.Literal(true)
}).annotate({ identifier: "Deleted" })

interface SingleMetaValue {
  readonly request_id: string
  readonly timestamp: string
}

/**
 * The meta of a single resource: the request's id and the clock's time as ISO 8601 (what
 * `DateTime.formatIso(DateTime.now)` gives, without making the DateTime; IsoTimestamp). Read from the fiber in the step that uses
 * them (`single` is one step of the fiber, made on every such response; docs/performance.md, "Fewer steps per
 * request").
 */
const metaOf = (fiber: Fiber.Fiber<unknown, unknown>): SingleMetaValue => ({
  request_id: fiber.getRef(CurrentRequest).requestId,
  timestamp: isoUtc(fiber.getRef(Clock.Clock).currentTimeMillisUnsafe())
})

/** `{data, meta}` for one resource. */
export const single = <A>(data: A) => Effect.withFiber((fiber) => Effect.succeed({ data, meta: metaOf(fiber) }))

/** `{data, meta}` for a page of a list. */
export const list = <A>(page: Page<A>) =>
  Effect.succeed({
    data: page.items,
    meta: { total: page.total, cursor: Option.getOrNull(page.nextCursor), has_more: page.hasMore }
  })

export const deleted = (id: string) => single({ id, deleted: true as const })
