// Port: the outside HTTPS calls of custom agents, made by the server for them: only to the hosts the agent declares,
// never to a private, loopback or link-local address, and not at all when the operator forbids outside calls.
import { Context, type Effect } from "effect"
import type { CapabilityRefused } from "./AgentIsolation.js"

export interface AgentHttpRequest {
  readonly url: string
  readonly method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"
  readonly headers: Readonly<Record<string, string>>
  readonly body: string | null
  /** The hosts the agent declared. */
  readonly hosts: ReadonlyArray<string>
}

export interface AgentHttpResponse {
  readonly status: number
  readonly headers: Readonly<Record<string, string>>
  readonly text: string
}

export class AgentHttp extends Context.Service<
  AgentHttp,
  { readonly fetch: (request: AgentHttpRequest) => Effect.Effect<AgentHttpResponse, CapabilityRefused> }
>()("clearhouse/AgentHttp") {}
