// Endpoint rules: only absolute http(s) URLs without credentials; event selections are `*` or known types.
import { assert, describe, it } from "@effect/vitest"
import { Result } from "effect"
import * as fc from "fast-check"
import { EVENT_TYPES } from "../../domain/platform/Event.js"
import { parseEventSelection, parseUrl, subscribes } from "../../domain/webhooks/Webhook.js"

describe("Webhook", () => {
  it("any URL accepted is http(s), has a host and no credentials", () => {
    fc.assert(
      fc.property(fc.webUrl({ withFragments: true, withQueryParameters: true }), (url) => {
        const parsed = parseUrl(url)
        assert.isTrue(Result.isSuccess(parsed), url)
        if (Result.isSuccess(parsed)) {
          const u = new URL(parsed.success)
          assert.include(["http:", "https:"], u.protocol)
          assert.notStrictEqual(u.hostname, "")
        }
      })
    )
  })

  it("other schemes are refused", () => {
    fc.assert(
      fc.property(fc.constantFrom("ftp", "file", "gopher", "ws", "data", "javascript", "mailto"), (scheme) => {
        const parsed = parseUrl(`${scheme}://example.com/x`)
        assert.deepStrictEqual(
          Result.getFailure(parsed).pipe((e) => e._tag === "Some" && e.value.details),
          [{ field: "url", issue: "unsupported_scheme" }]
        )
      })
    )
  })

  it("a selection of known types subscribes to exactly those", () => {
    fc.assert(
      fc.property(fc.subarray([...EVENT_TYPES], { minLength: 1 }), (types) => {
        const selection = Result.getOrThrow(parseEventSelection(types.join(" , ")))
        for (const t of EVENT_TYPES) assert.strictEqual(subscribes(selection, t), types.includes(t))
      })
    )
  })

  it("* subscribes to everything; unknown or empty selections are refused", () => {
    const all = Result.getOrThrow(parseEventSelection("*"))
    for (const t of EVENT_TYPES) assert.isTrue(subscribes(all, t))
    assert.strictEqual(Result.getOrThrow(parseEventSelection("project.created,*")), "*")
    assert.deepStrictEqual(
      Result.getFailure(parseEventSelection(" , ")).pipe((e) => e._tag === "Some" && e.value.details),
      [{ field: "events", issue: "required" }]
    )
    assert.deepStrictEqual(
      Result.getFailure(parseEventSelection("project.created,project.exploded")).pipe(
        (e) => e._tag === "Some" && e.value.details
      ),
      [{ field: "events", issue: "unknown_event:project.exploded" }]
    )
  })
})
