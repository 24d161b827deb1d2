// Custom agents' outside calls (AgentHttp on node:http): only HTTPS, only declared hosts, never an address, and a
// declared name that resolves to a private or loopback address is refused on the address actually used.
import { assert, it } from "@effect/vitest"
import { Effect } from "effect"
import * as AgentHttpsClient from "../../adapters/sandbox/AgentHttpsClient.js"
import { AgentHttp, type AgentHttpRequest } from "../../application/agents/ports/AgentHttp.js"

const request = (url: string, hosts: ReadonlyArray<string>): AgentHttpRequest => ({
  url,
  method: "GET",
  headers: {},
  body: null,
  hosts
})

const refusal = (url: string, hosts: ReadonlyArray<string>) =>
  Effect.flatMap(AgentHttp, (http) => Effect.flip(http.fetch(request(url, hosts)))).pipe(
    Effect.map((e) => e.code),
    Effect.provide(AgentHttpsClient.layer({ allowPrivate: false }))
  )

it.effect("refuses plain HTTP, undeclared hosts, addresses, and names that resolve to loopback", () =>
  Effect.gen(function* () {
    assert.strictEqual(yield* refusal("http://example.com/", ["example.com"]), "https_only")
    assert.strictEqual(yield* refusal("https://example.org/", ["example.com"]), "host_not_declared")
    assert.strictEqual(yield* refusal("https://127.0.0.1/", ["127.0.0.1"]), "host_not_declared")
    assert.strictEqual(yield* refusal("https://[::1]/", ["::1"]), "host_not_declared")
    assert.strictEqual(yield* refusal("not a url", ["example.com"]), "invalid_url")
    // localhost is declared, and resolves to a loopback address: refused at connection.
    assert.strictEqual(yield* refusal("https://localhost:9/", ["localhost"]), "address_blocked")
  })
)
