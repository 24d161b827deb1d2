// A JSON member named `__proto__` (plain or spelled with \u escapes) is refused wherever a request carries JSON,
// naming where it is: JavaScript objects cannot hold it as data, and decoding would drop it without a word.
// Members named after other Object.prototype properties (`constructor`, `toString`) are ordinary data.
import { assert, layer } from "@effect/vitest"
import { Effect } from "effect"
import { assertRefused, bodyOf, jsonRequest } from "../support/Http.js"
import { makeTestApp, TestApp, uploadWithField } from "../support/TestApp.js"

interface AssetBody {
  readonly data: { readonly id: string; readonly metadata: Record<string, unknown> }
}

layer(makeTestApp(), { timeout: "120 seconds", excludeTestServices: true })("__proto__ members", (it) => {
  it.effect("are refused in JSON bodies and upload parts, with the path to the member", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const token = yield* app.key()
      const send = (path: string, body: string, method = "POST") =>
        app.fetch(path, { ...jsonRequest(body, method), token })

      yield* assertRefused(
        yield* send("/v1/projects", '{"name":"x","__proto__":{"admin":true}}'),
        "__proto__",
        "forbidden_key"
      )
      yield* assertRefused(
        yield* send("/v1/projects", '{"name":"x","\\u005f_pr\\u006Fto__":1}'),
        "__proto__",
        "forbidden_key"
      )
      yield* assertRefused(
        yield* send("/v1/agents/run", '{"agent_id":"talent-clearance","inputs":{"asset_ids":[{"__proto__":1}]}}'),
        "inputs.asset_ids[0].__proto__",
        "forbidden_key"
      )
      // In a string it is text.
      const named = yield* send("/v1/projects", '{"name":"__proto__"}')
      assert.strictEqual(named.status, 201)
      const project = yield* bodyOf<{ data: { id: string } }>(named)

      const upload = (metadata: string) => uploadWithField(token, project.data.id, "metadata", metadata)
      yield* assertRefused(yield* upload('{"a":{"__proto__":null}}'), "metadata.a.__proto__", "forbidden_key")
      const asset = yield* bodyOf<AssetBody>(yield* upload('{"a":1}'))
      yield* assertRefused(
        yield* send(`/v1/assets/${asset.data.id}`, '{"metadata":{"a":[{"__proto__":null}]}}', "PATCH"),
        "metadata.a[0].__proto__",
        "forbidden_key"
      )
      const unchanged = yield* bodyOf<AssetBody>(yield* app.fetch(`/v1/assets/${asset.data.id}`, { token }))
      assert.deepStrictEqual(unchanged.data.metadata, { a: 1 })
    })
  )

  it.effect("members named constructor or toString are kept, merged and removed like any other", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const token = yield* app.key()
      const project = yield* bodyOf<{ data: { id: string } }>(
        yield* app.fetch("/v1/projects", { ...jsonRequest({ name: "Keys" }), token })
      )
      const created = yield* bodyOf<AssetBody>(
        yield* uploadWithField(token, project.data.id, "metadata", '{"constructor":"a","toString":{"x":1}}')
      )
      assert.deepStrictEqual(created.data.metadata, { constructor: "a", toString: { x: 1 } })
      const patch = (metadata: unknown) =>
        app.fetch(`/v1/assets/${created.data.id}`, { ...jsonRequest({ metadata }, "PATCH"), token })
      const read = Effect.map(
        Effect.flatMap(app.fetch(`/v1/assets/${created.data.id}`, { token }), bodyOf<AssetBody>),
        (body) => body.data.metadata
      )
      // Removing `constructor` is a change: stored, announced, recorded.
      assert.strictEqual((yield* patch({ constructor: null })).status, 200)
      assert.deepStrictEqual(yield* read, { toString: { x: 1 } })
      assert.strictEqual((yield* patch({ toString: { y: 2 }, valueOf: 3 })).status, 200)
      assert.deepStrictEqual(yield* read, { toString: { x: 1, y: 2 }, valueOf: 3 })
      const updates = (yield* app.events).filter(
        (e) => e.type === "asset.updated" && (e.data as { id?: string }).id === created.data.id
      )
      assert.strictEqual(updates.length, 2)
      const verification = yield* bodyOf<{ data: { valid: boolean } }>(
        yield* app.fetch(`/v1/assets/${created.data.id}/provenance/verification`, { token })
      )
      assert.isTrue(verification.data.valid)
    })
  )
})
