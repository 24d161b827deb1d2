// Example: embed Clearhouse's core and serve the v1 API on in-memory adapters (no PostgreSQL).
//   node --import tsx examples/in-memory-server.ts
// It prints an API key with every scope; then try: curl -H "Authorization: Bearer <key>" localhost:8090/v1/projects
import { NodeHttpServer, NodeRuntime } from "@effect/platform-node"
import { Console, Effect, Layer } from "effect"
import { createServer } from "node:http"
import { createKey, ensureDefaultWorkspace } from "../application/platform/Administration.js"
import { HttpAppLive } from "../adapters/http/v1/Http.js"
import { ALL_SCOPES } from "../domain/platform/Scope.js"
import { defaultConfig } from "../runtime/Config.js"
import * as InMemory from "../runtime/InMemory.js"

const config = defaultConfig({ port: 8090, logFormat: "pretty" })

const printKey = Layer.effectDiscard(
  Effect.gen(function* () {
    yield* ensureDefaultWorkspace()
    const { value } = yield* createKey({ name: "example", scopes: ALL_SCOPES.join(",") })
    yield* Console.log(`API key: ${value}\nAPI: http://${config.host}:${config.port}/v1/projects`)
  })
)

const App = Layer.mergeAll(HttpAppLive, printKey).pipe(
  Layer.provide(NodeHttpServer.layer(createServer, { host: config.host, port: config.port })),
  Layer.provide(InMemory.layer(config))
)

NodeRuntime.runMain(Layer.launch(App))
