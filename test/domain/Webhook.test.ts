// Endpoint rules: only absolute http(s) URLs without credentials; event selections are `*` or known types.
import { assert, describe, it } from "@effect/vitest"
import { Either, FastCheck as fc } from "effect"
import { EVENT_TYPES } from "../../domain/platform/Event.js"
import { parseEventSelection, parseUrl, subscribes } from "../../domain/webhooks/Webhook.js"

describe("Webhook", () => {
  it.prop(
    "any URL accepted is http(s), has a host and no credentials",
    [fc.webUrl({ withFragments: true, withQueryParameters: true })],
    ([url]) => {
      const parsed = parseUrl(url)
      assert.isTrue(Either.isRight(parsed), url)
      if (Either.isRight(parsed)) {
        const u = new URL(parsed.right)
        assert.include(["http:", "https:"], u.protocol)
        assert.notStrictEqual(u.hostname, "")
      }
    }
  )

  it.prop(
    "other schemes are refused",
    [fc.constantFrom("ftp", "file", "gopher", "ws", "data", "javascript", "mailto")],
    ([scheme]) => {
      const parsed = parseUrl(`${scheme}://example.com/x`)
      assert.deepStrictEqual(
        Either.getLeft(parsed).pipe((e) => e._tag === "Some" && e.value.details),
        [{ field: "url", issue: "unsupported_scheme" }]
      )
    }
  )

  it.prop(
    "a selection of known types subscribes to exactly those",
    [fc.subarray([...EVENT_TYPES], { minLength: 1 })],
    ([types]) => {
      const selection = Either.getOrThrow(parseEventSelection(types.join(" , ")))
      for (const t of EVENT_TYPES) assert.strictEqual(subscribes(selection, t), types.includes(t))
    }
  )

  it("* subscribes to everything; unknown or empty selections are refused", () => {
    const all = Either.getOrThrow(parseEventSelection("*"))
    for (const t of EVENT_TYPES) assert.isTrue(subscribes(all, t))
    assert.strictEqual(Either.getOrThrow(parseEventSelection("project.created,*")), "*")
    assert.deepStrictEqual(
      Either.getLeft(parseEventSelection(" , ")).pipe((e) => e._tag === "Some" && e.value.details),
      [{ field: "events", issue: "required" }]
    )
    assert.deepStrictEqual(
      Either.getLeft(parseEventSelection("project.created,project.exploded")).pipe(
        (e) => e._tag === "Some" && e.value.details
      ),
      [{ field: "events", issue: "unknown_event:project.exploded" }]
    )
  })
})
