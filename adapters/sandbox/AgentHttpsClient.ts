// AgentHttp on node:http(s) through effect/http: HTTPS only, to a host the agent declared (exact name, never an IP
// literal), through a DNS lookup that refuses private, loopback and link-local addresses on every connection (so
// rebinding cannot slip through), redirects not followed, no trace headers, 15 seconds and 1 MiB of answer at most.
import * as NodeHttpClient from "@effect/platform-node/NodeHttpClient"
import { Effect, Layer, Stream } from "effect"
import { HttpClient, HttpClientRequest } from "effect/http"
import { AgentHttp } from "../../application/agents/ports/AgentHttp.js"
import { CapabilityRefused } from "../../application/agents/ports/AgentIsolation.js"
import { BlockedAddress, guardedLookup, literalAddress } from "../webhooks/AddressPolicy.js"

export interface AgentHttpOptions {
  /** Allow private, loopback and link-local addresses (tests, private deployments). */
  readonly allowPrivate: boolean
}

const MAX_RESPONSE_BYTES = 1024 * 1024
const TIMEOUT = "15 seconds"

const refuse = (code: string, message: string) => Effect.fail(new CapabilityRefused({ code, message }))

export const make = Effect.fnUntraced(function* (options: AgentHttpOptions) {
  const agent = yield* NodeHttpClient.makeAgent({ keepAlive: false, lookup: guardedLookup(options.allowPrivate) })
  const client = yield* NodeHttpClient.makeNodeHttp.pipe(Effect.provideService(NodeHttpClient.HttpAgent, agent))
  // One call to an allowed host (made once per client): at most MAX_RESPONSE_BYTES of answer, within TIMEOUT.
  const send = Effect.fnUntraced(
    function* (base: HttpClientRequest.HttpClientRequest, body: string | null) {
      const response = yield* client.execute(body === null ? base : HttpClientRequest.bodyText(base, body))
      const chunks: Array<Uint8Array> = []
      let read = 0
      yield* response.stream.pipe(
        Stream.runForEachWhile((chunk) =>
          Effect.sync(() => {
            chunks.push(chunk)
            read += chunk.length
            return read < MAX_RESPONSE_BYTES
          })
        )
      )
      return {
        status: response.status,
        headers: { ...response.headers },
        text: Buffer.concat(chunks).subarray(0, MAX_RESPONSE_BYTES).toString("utf8")
      }
    },
    Effect.provideService(HttpClient.TracerPropagationEnabled, false),
    Effect.timeout(TIMEOUT),
    Effect.catch((error) => {
      const cause = typeof error === "object" && error !== null && "cause" in error ? error.cause : undefined
      return cause instanceof BlockedAddress
        ? refuse("address_blocked", cause.message)
        : refuse("network_error", cause instanceof Error ? cause.message : String(error))
    })
  )
  return AgentHttp.of({
    fetch: (request) => {
      if (!URL.canParse(request.url)) return refuse("invalid_url", `Not a URL: ${request.url.slice(0, 200)}`)
      const url = new URL(request.url)
      if (url.protocol !== "https:") return refuse("https_only", "Agents may call HTTPS URLs only")
      if (literalAddress(url.hostname) !== undefined) {
        return refuse("host_not_declared", `Agents call hosts by name; ${url.hostname} is an address`)
      }
      const host = url.hostname.toLowerCase()
      if (!request.hosts.includes(host)) {
        return refuse("host_not_declared", `The agent did not declare the host ${host}`)
      }
      const base = HttpClientRequest.make(request.method)(url.toString()).pipe(
        HttpClientRequest.setHeaders(request.headers)
      )
      return send(base, request.body)
    }
  })
})

export const layer = (options: AgentHttpOptions) => Layer.effect(AgentHttp, make(options))
