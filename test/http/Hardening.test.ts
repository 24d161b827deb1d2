// The cases of the outside review (issue 19), each as found: a wrong or malformed Content-Type, text PostgreSQL
// cannot store in each kind of string position, and requests Node's HTTP parser refuses, all answered in the
// spec's error body with X-Request-Id and the rate-limit headers. The fuzz test covers their neighbourhood.
import { assert, layer } from "@effect/vitest"
import { Effect } from "effect"
import { type Answer, rawExchange, violation } from "../support/Fuzzing.js"
import { bodyOf, type ErrorBody } from "../support/Http.js"
import { multipart } from "../support/Multipart.js"
import { scenario } from "../support/Scenario.js"
import { makeTestApp, TestApp, uploadWithField } from "../support/TestApp.js"

const answerOf = (res: Response) =>
  Effect.promise(async (): Promise<Answer> => ({
    status: res.status,
    headers: Object.fromEntries(res.headers.entries()),
    body: await res.text()
  }))

/** The answer is a well-formed error with this status, code and details. */
const refused = (answer: Answer | string, status: number, code: string, details?: ErrorBody["error"]["details"]) => {
  if (typeof answer === "string") return assert.fail(answer)
  assert.strictEqual(answer.status, status, answer.body)
  assert.isUndefined(violation(answer), answer.body)
  const body = JSON.parse(answer.body) as ErrorBody
  assert.strictEqual(body.error.code, code, answer.body)
  if (details !== undefined) assert.deepStrictEqual(body.error.details, details)
}

layer(makeTestApp(), { timeout: "120 seconds", excludeTestServices: true })("hardening", (it) => {
  it.effect("a body of the wrong kind for the route is 400 unsupported_media_type, never 500", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const token = yield* app.key()
      const send = (path: string, contentType: string, body: string | Buffer, method = "POST") =>
        Effect.flatMap(app.fetch(path, { method, token, headers: { "content-type": contentType }, body }), answerOf)
      const json = JSON.stringify({ agent_id: "report-generator", inputs: { report: "usage_summary" } })
      for (const type of ["multipart/form-data", "multipart/form-data; boundary=", "multipart/form-data; boundary=x"]) {
        refused(yield* send("/v1/agents/run", type, json), 400, "unsupported_media_type", [
          { field: "content-type", issue: "unsupported_media_type" }
        ])
        refused(yield* send("/v1/projects", type, json), 400, "unsupported_media_type")
      }
      // Doubled slashes route as single ones (the router's rule), so the body is judged by the route it reaches.
      refused(yield* send("/v1/workflows//run", "multipart/form-data", "xx", "PATCH"), 400, "unsupported_media_type")
      refused(yield* send("/v1//projects", "multipart/form-data; boundary=x", json), 400, "unsupported_media_type")
      const form = multipart([{ name: "name", value: "x" }])
      refused(yield* send("/v1/talent", form.contentType, form.body), 400, "unsupported_media_type")
      refused(yield* send("/v1/assets", "application/json", "{}"), 400, "unsupported_media_type")
      // An empty media type is JSON, like none at all (it used to hang).
      const created = yield* send("/v1/projects", ";", JSON.stringify({ name: "Empty media type" }))
      assert.strictEqual(created.status, 201, created.body)
    })
  )

  it.effect("U+0000 and unpaired surrogates are a validation_error naming the field, wherever they are sent", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const token = yield* app.key()
      const s = yield* scenario(token)
      const project = yield* s.project()
      const get = (path: string) => Effect.flatMap(app.fetch(path, { token }), answerOf)
      const post = (path: string, body: unknown, method = "POST") =>
        Effect.flatMap(
          app.fetch(path, {
            method,
            token,
            headers: { "content-type": "application/json" },
            body: JSON.stringify(body)
          }),
          answerOf
        )
      const invalid = (field: string) => [{ field, issue: "invalid_string" }]

      refused(yield* get("/v1/taxonomies?name=%00"), 400, "validation_error", invalid("name"))
      refused(yield* get("/v1/assets?tag=a%00"), 400, "validation_error", invalid("tag"))
      refused(yield* get("/v1/projects?x%00=1"), 400, "validation_error", invalid("query"))
      refused(yield* get("/v1/projects/%00"), 400, "validation_error", invalid("id"))
      refused(yield* get("/v1/talent/tal_%00"), 400, "validation_error", invalid("id"))
      refused(yield* get("/v1/projects/%ED%A0%80"), 400, "validation_error", [
        { field: "id", issue: "invalid_encoding" }
      ])
      refused(yield* post("/v1/projects", { name: "a\u0000b" }), 400, "validation_error", invalid("name"))
      refused(yield* post("/v1/talent", { name: "Ann", aliases: ["ok", "\ud800"] }), 400, "validation_error", [
        { field: "aliases[1]", issue: "invalid_string" }
      ])
      refused(yield* post(`/v1/projects/${project}`, { description: "\udc00" }, "PATCH"), 400, "validation_error")
      refused(
        yield* post("/v1/agents/run", { agent_id: "talent-clearance", inputs: { "\u0000": 1 } }),
        400,
        "validation_error",
        [{ field: "inputs.\u0000", issue: "invalid_string" }]
      )
      refused(
        yield* Effect.flatMap(uploadWithField(token, project, "tags", "a\u0000"), answerOf),
        400,
        "validation_error",
        invalid("tags")
      )
      const badName = yield* Effect.flatMap(
        app.upload(token, [
          { name: "project_id", value: project },
          { name: "file", filename: "a\u0000.txt", content: "x" }
        ]),
        answerOf
      )
      // A raw U+0000 in a part's headers is refused by the multipart parser itself; an encoded one reaches us.
      refused(badName, 400, "malformed_multipart")
      const encodedName = yield* Effect.flatMap(
        app.fetch("/v1/assets", {
          method: "POST",
          token,
          headers: { "content-type": "multipart/form-data; boundary=b" },
          body:
            `--b\r\nContent-Disposition: form-data; name="project_id"\r\n\r\n${project}\r\n` +
            `--b\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''a%00.txt\r\n\r\nx\r\n--b--\r\n`
        }),
        answerOf
      )
      refused(encodedName, 400, "validation_error", invalid("filename"))
      // Nothing was stored on the way.
      const listed = yield* Effect.flatMap(app.fetch("/v1/talent", { token }), bodyOf<{ data: Array<unknown> }>)
      assert.deepStrictEqual(listed.data, [])
    })
  )

  it.effect("requests Node's parser refuses get the error body, X-Request-Id and the rate-limit headers", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const token = yield* app.key()
      const port = Number(new URL(app.origin).port)
      const raw = (text: string) => Effect.promise(() => rawExchange(port, text))
      // With a key, so that a body is read (without one the answer is 401 before the body is looked at).
      const head = (lines: ReadonlyArray<string>, request = "GET /v1/projects HTTP/1.1") =>
        `${request}\r\nHost: x\r\nAuthorization: Bearer ${token}\r\n${lines.map((l) => `${l}\r\n`).join("")}\r\n`
      const malformed: ReadonlyArray<readonly [string, string]> = [
        ["request line", "GARBAGE\r\n\r\n"],
        ["header without colon", head(["NoColonHere"])],
        ["control character in a header value", head(["X-A: a\u0001b"])],
        [
          "bad chunk size",
          head(["Transfer-Encoding: chunked"], "POST /v1/projects HTTP/1.1") + "zz\r\nab\r\n0\r\n\r\n"
        ],
        ["Content-Length with chunked", head(["Content-Length: 3", "Transfer-Encoding: chunked"]) + "0\r\n\r\n"],
        ["negative Content-Length", head(["Content-Length: -1"], "POST /v1/projects HTTP/1.1")]
      ]
      for (const [label, text] of malformed) {
        const answer = yield* raw(text)
        refused(answer, 400, "malformed_request", [])
        assert.strictEqual(typeof answer === "string" ? "" : answer.headers["connection"], "close", label)
      }
      refused(yield* raw(head([`X-Big: ${"a".repeat(32 * 1024)}`])), 431, "headers_too_large")
      refused(yield* raw(head([], `GET /v1/projects?q=${"a".repeat(64 * 1024)} HTTP/1.1`)), 431, "headers_too_large")
      refused(yield* raw(head(["Expect: teapot", "Content-Length: 2"]) + "{}"), 417, "expectation_failed")
      refused(
        yield* raw("CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n"),
        405,
        "method_not_allowed"
      )
      refused(yield* raw("GET /v1/projects HTTP/1.1\r\nConnection: close\r\n\r\n"), 401, "unauthorized")
    })
  )
})
