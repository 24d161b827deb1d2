// Bodies nested thousands of levels deep (valid JSON, within the test server's 64 KiB body limit) are refused with a
// validation error naming the limit, on every kind of endpoint and in the upload's JSON parts: never a 500 from
// an exhausted stack. Bodies at the limit are decoded as usual.
import { assert, layer } from "@effect/vitest"
import { Effect } from "effect"
import { MAX_METADATA_DEPTH } from "../../domain/projects/Asset.js"
import { MAX_JSON_NESTING } from "../../domain/platform/Json.js"
import { assertRefused as refused, bodyOf, jsonRequest } from "../support/Http.js"
import { makeTestApp, TestApp, uploadWithField } from "../support/TestApp.js"

const arrays = (levels: number) => "[".repeat(levels) + "]".repeat(levels)
const nots = (levels: number) =>
  '{"op":"not","condition":'.repeat(levels) + '{"op":"exists","value":1}' + "}".repeat(levels)

layer(makeTestApp(), { timeout: "120 seconds", excludeTestServices: true })("deeply nested bodies", (it) => {
  it.effect("JSON bodies deeper than the limit are a validation error on every kind of endpoint", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const token = yield* app.key()
      const tooDeep = `too_deep:${MAX_JSON_NESTING}`
      const post = (path: string, body: string, method = "POST") =>
        app.fetch(path, { ...jsonRequest(body, method), token })

      yield* refused(yield* post("/v1/projects", `{"name":"x","description":${arrays(20_000)}}`), "body", tooDeep)
      yield* refused(
        yield* post("/v1/workflows", `{"name":"deep","steps":[{"id":"a","type":"condition","if":${nots(2_000)}}]}`),
        "body",
        tooDeep
      )
      yield* refused(
        yield* post(
          "/v1/agents/run",
          `{"agent_id":"talent-clearance","inputs":${'{"a":'.repeat(5_000)}1${"}".repeat(5_000)}}`
        ),
        "body",
        tooDeep
      )
      const project = yield* bodyOf<{ data: { id: string } }>(yield* post("/v1/projects", '{"name":"p"}'))
      yield* refused(
        yield* post(`/v1/projects/${project.data.id}`, `{"name":${arrays(10_000)}}`, "PATCH"),
        "body",
        tooDeep
      )
      // Brackets inside strings are text, not nesting.
      const text = yield* post("/v1/projects", JSON.stringify({ name: "[[[{{{", description: "[{".repeat(200) }))
      assert.strictEqual(text.status, 201)

      // At the limit the body is decoded as usual: the nested value is simply the wrong type.
      const atLimit = yield* post("/v1/projects", `{"name":"x","description":${arrays(MAX_JSON_NESTING - 1)}}`)
      yield* refused(atLimit, "description", "invalid_type")
      // Without a valid key the answer is still 401.
      const anonymous = yield* app.fetch("/v1/projects", jsonRequest(`{"name":${arrays(20_000)}}`))
      assert.strictEqual(anonymous.status, 401)
    })
  )

  it.effect("an upload's metadata and list parts nested too deep are validation errors on their field", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const token = yield* app.key()
      const project = yield* bodyOf<{ data: { id: string } }>(
        yield* app.fetch("/v1/projects", { ...jsonRequest({ name: "Uploads" }), token })
      )
      const upload = (name: string, value: string) => uploadWithField(token, project.data.id, name, value)
      yield* refused(
        yield* upload("metadata", '{"a":'.repeat(20_000) + "1" + "}".repeat(20_000)),
        "metadata",
        `too_deep:${MAX_METADATA_DEPTH}`
      )
      yield* refused(yield* upload("tags", arrays(20_000)), "tags", "invalid_type")
      yield* refused(yield* upload("talent_ids", arrays(20_000)), "talent_ids", "invalid_type")
    })
  )
})
