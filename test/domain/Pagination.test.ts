// The cursor codec: what the API issues decodes back to the same position; anything else (random text,
// re-encoded JSON of another shape) is a validation error on `cursor`, never an exception.
import { assert, describe, it } from "@effect/vitest"
import { Either, FastCheck as fc, Option, Schema } from "effect"
import { ProjectId } from "../../domain/platform/Ids.js"
import { decodeCursor, encodeCursor, makePage, pageRequest } from "../../domain/platform/Pagination.js"

const idArb = fc.stringMatching(/^[0-7][0-9a-hjkmnp-tv-z]{25}$/).map((s) => Schema.decodeSync(ProjectId)(`prj_${s}`))
const Key = Schema.Tuple(ProjectId)

describe("Pagination", () => {
  it.prop("a cursor round-trips to the key it was made from", [idArb], ([id]) => {
    assert.deepStrictEqual(decodeCursor(encodeCursor([id]), Key), Either.right([id] as const))
  })

  it.prop("any other text is a validation error naming cursor", [fc.string({ maxLength: 200 })], ([text]) => {
    const decoded = decodeCursor(text, Key)
    if (Either.isLeft(decoded)) {
      assert.deepStrictEqual(decoded.left.details, [{ field: "cursor", issue: "invalid_cursor" }])
    } else {
      // Only a string that is itself a valid cursor may decode.
      assert.strictEqual(encodeCursor(decoded.right), text)
    }
  })

  it.prop("a tampered cursor never decodes to a key of the wrong shape", [fc.jsonValue()], ([value]) => {
    const forged = Buffer.from(JSON.stringify({ v: 1, k: value })).toString("base64url")
    const decoded = decodeCursor(forged, Key)
    if (Either.isRight(decoded)) assert.isTrue(Schema.is(Key)(decoded.right))
  })

  it("pageRequest defaults the limit to 20 and keeps the cursor's key", () => {
    assert.deepStrictEqual(pageRequest({}, Key), Either.right({ limit: 20, after: Option.none() }))
    const id = Schema.decodeSync(ProjectId)("prj_01m7z3qfmzfzzvf9fh0kac7238")
    assert.deepStrictEqual(
      pageRequest({ limit: 5, cursor: encodeCursor([id]) }, Key),
      Either.right({ limit: 5, after: Option.some([id] as const) })
    )
  })

  it.prop(
    "makePage: has_more iff more rows than the limit; the cursor points at the last item returned",
    [fc.array(fc.integer(), { maxLength: 30 }), fc.integer({ min: 1, max: 10 })],
    ([rows, limit]) => {
      const page = makePage(rows.slice(0, limit + 1), limit, rows.length, (n) => [n])
      assert.strictEqual(page.hasMore, rows.length > limit)
      assert.strictEqual(page.items.length, Math.min(limit, rows.length))
      assert.strictEqual(page.total, rows.length)
      assert.deepStrictEqual(
        page.nextCursor,
        page.hasMore ? Option.some(encodeCursor([rows[limit - 1]!])) : Option.none()
      )
    }
  )
})
