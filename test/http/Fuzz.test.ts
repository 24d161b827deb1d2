// Generated junk at every route of the API (taken from the API definition, so new endpoints are covered): real
// and random path ids, query strings and JSON bodies using each route's own parameter and field names, text
// PostgreSQL cannot store (U+0000, unpaired surrogates) in every string position, bodies of every kind under
// every content type (multipart without a boundary on JSON routes, JSON on the upload…), plus raw HTTP/1.1 on a
// socket that Node's parser refuses; numbers at the edges of what a stored integer, a bigint and a JavaScript number
// hold (and 1e400, which JSON parses to Infinity) in query values, cursors and bodies. Every answer must be below 500, carry X-Request-Id and the rate-limit
// headers, and give any error in the spec's body. 5,000 requests per run (FUZZ_RUNS raises it) from a printed seed
// (FUZZ_SEED reruns one); the figures by status and error code are printed.
import { assert, layer } from "@effect/vitest"
import { Effect } from "effect"
import * as fc from "fast-check"
import { bodyOf } from "../support/Http.js"
import {
  type Answer,
  apiRoutes,
  body,
  contentTypeOverride,
  edgeQuery,
  inPool,
  queryString,
  rawExchange,
  rawRequest,
  segment,
  violation
} from "../support/Fuzzing.js"
import { scenario } from "../support/Scenario.js"
import { makeTestApp, TestApp } from "../support/TestApp.js"
import { workflowScenario } from "../support/Workflows.js"

const RUNS = Number(process.env["FUZZ_RUNS"] ?? 5_000)
/** One request in ten is raw HTTP on a socket. */
const RAW_RUNS = Math.round(RUNS / 10)
const SEED = Number(process.env["FUZZ_SEED"] ?? Date.now() % 2 ** 31)
const CONCURRENCY = 6

const methods = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const

/** Stand-ins for the ids of real resources, drawn like other path segments and replaced when sent. */
const PLACEHOLDERS = ["{project}", "{asset}", "{talent}", "{taxonomy}", "{workflow}"]

/** The placeholder of the resource a route's path names first (/v1/workflows/:id → {workflow}). */
const collectionOf = (path: string) =>
  ({
    projects: "{project}",
    assets: "{asset}",
    talent: "{talent}",
    taxonomies: "{taxonomy}",
    workflows: "{workflow}"
  })[path.split("/")[2] ?? ""] ?? "{project}"

const count = (figures: Map<string, number>, key: string) => figures.set(key, (figures.get(key) ?? 0) + 1)

const table = (figures: Map<string, number>) =>
  [...figures.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([k, n]) => `${k}: ${n}`)
    .join(", ")

layer(makeTestApp(), { timeout: "600 seconds", excludeTestServices: true })("fuzz", (it) => {
  it.effect(
    `${RUNS} junk requests never produce a 5xx, and every answer has the platform headers and the spec's error body`,
    () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        const token = yield* app.key()
        const port = Number(new URL(app.origin).port)
        console.log(`fuzz seed ${SEED} (rerun with FUZZ_SEED=${SEED} npx vitest run test/http/Fuzz.test.ts)`)

        const routes = apiRoutes()
        // One arbitrary per route, built once (building them per draw costs more than the requests).
        const perRoute = routes.map((route) =>
          fc.record({
            route: fc.constant(route),
            // One request in eight is aimed: the route's own method, a valid key, the real resource of its
            // collection, so its parameters and fields reach the handler and the database (never a DELETE, which
            // would take the resource from the requests after it).
            aimed: fc.integer({ min: 0, max: 7 }).map((n) => n === 0 && route.method !== "DELETE"),
            otherMethod: fc.option(fc.constantFrom(...methods), { freq: 6 }),
            ids: fc.array(segment(PLACEHOLDERS), { minLength: 3, maxLength: 3 }),
            query: queryString(route),
            edgeQuery: edgeQuery(route),
            body: body(route),
            contentType: contentTypeOverride,
            auth: fc.oneof(
              { weight: 6, arbitrary: fc.constant(`Bearer ${token}`) },
              { weight: 1, arbitrary: fc.string({ maxLength: 60 }).map((a) => a.replace(/[^\x20-\x7e]/g, "")) },
              { weight: 1, arbitrary: fc.constant(undefined) }
            ),
            extraHeader: fc.option(
              fc.tuple(
                fc.constantFrom("x-junk", "accept", "x-forwarded-proto", "content-encoding", "range", "if-none-match"),
                fc.string({ maxLength: 20 }).map((v) => v.replace(/[^\x20-\x7e]/g, ""))
              )
            )
          })
        )
        const requests = fc.sample(fc.oneof(...perRoute), { seed: SEED, numRuns: RUNS - RAW_RUNS })

        // Real resources, so that junk also reaches handlers past the lookups (made after the samples: a pooled
        // connection left idle while they are drawn may be closed by the server just as it is reused).
        const s = yield* scenario(token)
        const project = yield* s.project("Fuzzed")
        const asset = yield* s.asset(project)
        const realIds: Record<string, string> = {
          "{project}": project,
          "{asset}": asset,
          "{talent}": yield* s.talent("Fuzzed talent"),
          "{taxonomy}": (yield* Effect.flatMap(
            s.post("/v1/taxonomies", { name: "fuzzed", terms: [{ label: "a" }] }),
            bodyOf<{ data: { id: string } }>
          )).data.id,
          "{workflow}": (yield* (yield* workflowScenario(token)).createWorkflow({
            name: "fuzzed",
            steps: [
              {
                id: "clear",
                type: "run_agent",
                agent_id: "talent-clearance",
                inputs: { asset_ids: [asset], distribution_channels: ["web"] }
              }
            ]
          })).id
        }
        const paths = routes.map((r) => r.path.replace(/:[a-zA-Z]+/g, () => project))
        const raws = fc.sample(rawRequest(paths, `Authorization: Bearer ${token}`), {
          seed: SEED + 1,
          numRuns: RAW_RUNS
        })

        const statuses = new Map<string, number>()
        const codes = new Map<string, number>()
        const failures: Array<string> = []
        const judge = (answer: Answer | string, where: () => string) => {
          if (typeof answer === "string") {
            failures.push(`${where()} → ${answer}`)
            return
          }
          count(statuses, String(answer.status))
          if (answer.status >= 400) {
            try {
              count(codes, String((JSON.parse(answer.body) as { error: { code: unknown } }).error.code))
            } catch {
              // violation() reports it
            }
          }
          const problem = violation(answer)
          if (problem !== undefined)
            failures.push(`${where()} → ${answer.status} ${problem}: ${answer.body.slice(0, 300)}`)
        }

        const started = Date.now()
        yield* Effect.promise(() =>
          inPool(requests, CONCURRENCY, async (r, index) => {
            let i = 0
            const path =
              r.route.path.replace(/:[a-zA-Z]+/g, () =>
                r.aimed
                  ? (realIds[collectionOf(r.route.path)] ?? realIds["{project}"]!)
                  : (realIds[r.ids[i++ % 3]!] ?? r.ids[(i - 1) % 3]!)
              ) + (r.aimed ? r.edgeQuery : r.query)
            const method = r.aimed ? r.route.method : (r.otherMethod ?? r.route.method)
            const headers: Record<string, string> = {}
            const auth = r.aimed ? `Bearer ${token}` : r.auth
            if (auth !== undefined) headers["authorization"] = auth
            const type = r.contentType ?? r.body.type
            if (type !== undefined) headers["content-type"] = type
            if (r.extraHeader !== null) headers[r.extraHeader[0]] = r.extraHeader[1]
            const sendsBody = method !== "GET" && r.body.bytes.length > 0
            const where = () =>
              `#${index} ${method} ${path} ${JSON.stringify(headers)} ${JSON.stringify(r.body.bytes.toString().slice(0, 200))}`
            const answer = await fetch(app.origin + path, {
              method,
              headers,
              ...(sendsBody ? { body: r.body.bytes } : {}),
              redirect: "manual",
              signal: AbortSignal.timeout(15_000)
            }).then(
              async (res): Promise<Answer> => ({
                status: res.status,
                headers: Object.fromEntries(res.headers.entries()),
                body: await res.text()
              }),
              (e: unknown) => `no answer: ${String(e)} ${String((e as { cause?: unknown }).cause)}`
            )
            judge(answer, where)
          })
        )
        const httpFigures = table(statuses)
        const httpSeconds = ((Date.now() - started) / 1000).toFixed(1)
        statuses.clear()
        yield* Effect.promise(() =>
          inPool(raws, CONCURRENCY, async (raw, index) =>
            judge(await rawExchange(port, raw), () => `raw #${index} ${JSON.stringify(raw.slice(0, 200))}`)
          )
        )
        const seconds = ((Date.now() - started) / 1000).toFixed(1)
        console.log(
          `fuzz seed ${SEED}: ${RUNS} requests in ${seconds} s (HTTP ${httpSeconds} s)\n` +
            `  HTTP (${requests.length}) by status: ${httpFigures}\n` +
            `  raw socket (${raws.length}) by status: ${table(statuses)}\n` +
            `  errors by code: ${table(codes)}`
        )

        assert.deepStrictEqual(failures.slice(0, 10), [], `seed ${SEED}: ${failures.length} bad answers`)
        // The generators reach what they are meant to: refusals of each kind happened.
        for (const code of [
          "validation_error",
          "unsupported_media_type",
          "malformed_json",
          "malformed_multipart",
          "malformed_request",
          "headers_too_large",
          "unauthorized",
          "not_found",
          "method_not_allowed"
        ]) {
          assert.isAbove(codes.get(code) ?? 0, 0, `no ${code} in seed ${SEED}`)
        }
      }),
    { timeout: 600_000 }
  )
})
