// The v1 API served on the in-memory adapters (how a library user embeds the core without PostgreSQL), and
// what a client sees when something breaks inside: a 500 in the error format that leaks nothing.
import * as HttpServer from "@effect/platform/HttpServer"
import { NodeHttpServer } from "@effect/platform-node"
import { assert, describe, it } from "@effect/vitest"
import { Effect, Layer, Logger, LogLevel } from "effect"
import { createServer } from "node:http"
import { createKey, ensureDefaultWorkspace } from "../../application/platform/Administration.js"
import type { Outbox } from "../../application/platform/ports/Outbox.js"
import { ProjectRepository } from "../../application/projects/ports/ProjectRepository.js"
import { HttpAppLive } from "../../adapters/http/v1/Http.js"
import * as MemoryProjectRepository from "../../adapters/memory/MemoryProjectRepository.js"
import { ALL_SCOPES } from "../../domain/platform/Scope.js"
import { defaultConfig } from "../../runtime/Config.js"
import * as InMemory from "../../runtime/InMemory.js"
import { bodyOf, jsonRequest } from "../support/Http.js"

const SECRET = "postgres://admin:hunter2@db.internal:5432"

/** Serves the API on memory adapters, optionally with some ports replaced; yields the origin and a key. */
const serve = <A>(
  overrides: Layer.Layer<never> | Layer.Layer<ProjectRepository, never, Outbox>,
  use: (origin: string, token: string) => Effect.Effect<A>
) =>
  Effect.gen(function* () {
    const ports = InMemory.layer(defaultConfig())
    const app = HttpAppLive.pipe(
      Layer.provideMerge(NodeHttpServer.layer(createServer, { host: "127.0.0.1", port: 0 })),
      Layer.provide(overrides),
      Layer.provideMerge(ports)
    )
    return yield* Effect.gen(function* () {
      yield* ensureDefaultWorkspace()
      const { value } = yield* createKey({ name: "k", scopes: ALL_SCOPES.join(",") })
      const address = (yield* HttpServer.HttpServer).address
      const origin = address._tag === "TcpAddress" ? `http://127.0.0.1:${address.port}` : ""
      return yield* use(origin, value)
    }).pipe(Effect.provide(app))
  }).pipe(Effect.scoped, Effect.provide(Logger.minimumLogLevel(LogLevel.None)))

describe("the API on in-memory adapters", () => {
  it.live("creates, lists and reads projects without any database", () =>
    serve(Layer.empty, (origin, token) =>
      Effect.gen(function* () {
        const headers = { authorization: `Bearer ${token}` }
        const created = yield* Effect.promise(() =>
          fetch(`${origin}/v1/projects`, {
            ...jsonRequest({ name: "In memory" }),
            headers: { ...headers, "content-type": "application/json" }
          })
        )
        assert.strictEqual(created.status, 201)
        const { data } = yield* bodyOf<{ data: { id: string } }>(created)
        const list = yield* bodyOf<{ data: Array<{ id: string }>; meta: { total: number } }>(
          yield* Effect.promise(() => fetch(`${origin}/v1/projects`, { headers }))
        )
        assert.deepStrictEqual(
          list.data.map((p) => p.id),
          [data.id]
        )
        assert.strictEqual(list.meta.total, 1)
      })
    )
  )

  it.live("an unexpected failure is a 500 internal_error with the request id and no internals", () =>
    serve(
      Layer.effect(
        ProjectRepository,
        Effect.map(MemoryProjectRepository.make, (repo) =>
          ProjectRepository.of({ ...repo, list: () => Effect.die(new Error(`connection to ${SECRET} refused`)) })
        )
      ),
      (origin, token) =>
        Effect.gen(function* () {
          const res = yield* Effect.promise(() =>
            fetch(`${origin}/v1/projects`, { headers: { authorization: `Bearer ${token}` } })
          )
          assert.strictEqual(res.status, 500)
          assert.match(res.headers.get("x-request-id") ?? "", /^req_/)
          assert.match(res.headers.get("x-ratelimit-remaining") ?? "", /^\d+$/)
          const text = yield* Effect.promise(() => res.text())
          assert.notInclude(text, "hunter2")
          assert.notInclude(text, "refused")
          const body = JSON.parse(text) as { error: { code: string; message: string; details: unknown } }
          assert.deepStrictEqual(body.error.code, "internal_error")
          assert.deepStrictEqual(body.error.details, [])
          assert.include(body.error.message, "X-Request-Id")
        })
    )
  )
})
