// The messages between a Clearhouse server and an agent running in its isolated process (one operation per
// process), and the scope each capability needs. The server trusts nothing the agent sends: it checks every call.

export type LogKind = "reasoning" | "action" | "observation" | "warning"

export type Json = null | boolean | number | string | ReadonlyArray<Json> | { readonly [key: string]: Json }

/** One unit of work (usually one asset), charged at the agent's cost when it succeeds. */
export interface WorkUnit {
  readonly key: string
  readonly label: string
}

/** A processed unit, as `finish` sees it. */
export interface UnitRecord {
  readonly unit: WorkUnit
  readonly status: "succeeded" | "failed"
  readonly result: Json
  readonly error: { readonly code: string; readonly message: string } | null
}

export const SCOPES = [
  "projects:read",
  "projects:write",
  "assets:read",
  "assets:write",
  "talent:read",
  "talent:write",
  "workflows:execute"
] as const
export type Scope = (typeof SCOPES)[number]

/** What the agent declares about itself (its inputs as JSON Schema), read by the server at install. */
export interface Manifest {
  readonly id: string
  readonly name: string
  readonly description: string
  readonly version: string
  readonly cost: { readonly amount: number; readonly unit: string }
  readonly scopes: ReadonlyArray<Scope>
  readonly hosts: ReadonlyArray<string>
  readonly inputs: Json
}

/** Each capability and the scope it needs (`http.fetch` needs none: only the hosts the agent declares). */
export const CAPABILITY_SCOPES = {
  "assets.get": "assets:read",
  "assets.read": "assets:read",
  "projects.get": "projects:read",
  "projects.assets": "projects:read",
  "taxonomies.get": "assets:read",
  "tags.add": "assets:write",
  "talent.get": "talent:read",
  "contracts.get": "talent:read",
  "clearance.check": "talent:read",
  "http.fetch": null
} as const satisfies Record<string, Scope | null>
export type CapabilityName = keyof typeof CAPABILITY_SCOPES

/** What the server asks of one process. */
export type Operation =
  | { readonly op: "describe" }
  | { readonly op: "plan"; readonly inputs: Json }
  | { readonly op: "unit"; readonly inputs: Json; readonly unit: WorkUnit }
  | { readonly op: "finish"; readonly inputs: Json; readonly units: ReadonlyArray<UnitRecord> }

export interface ArtifactMessage {
  readonly name: string
  readonly content_type: string
  readonly base64: string
}

/** Agent → server. */
export type WorkerMessage =
  | { readonly t: "call"; readonly id: number; readonly capability: string; readonly args: Json }
  | { readonly t: "log"; readonly kind: LogKind; readonly message: string; readonly data: Json }
  | { readonly t: "done"; readonly value: Json }
  | {
      readonly t: "invalid"
      readonly issues: ReadonlyArray<{ readonly field: string; readonly issue: string; readonly message: string }>
    }
  | { readonly t: "unit_failed"; readonly code: string; readonly message: string }
  | { readonly t: "error"; readonly message: string }

/** Server → agent: the answer to a capability call. */
export type ReplyMessage =
  | { readonly t: "reply"; readonly id: number; readonly ok: true; readonly value: Json }
  | { readonly t: "reply"; readonly id: number; readonly ok: false; readonly code: string; readonly message: string }

/** How the agent talks to its host (the server's IPC channel, or the test kit in process). */
export interface Channel {
  readonly send: (message: WorkerMessage) => void
  readonly listen: (handler: (message: ReplyMessage) => void) => void
}

/** The key under which an agent module's default export offers its entry to the host's bootstrap. */
export const SERVE = Symbol.for("clearhouse.agent.serve")
