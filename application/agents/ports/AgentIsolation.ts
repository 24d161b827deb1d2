// Port: runs one operation of a custom agent's code (describe, plan, a unit, finish) isolated from the server:
// no memory, file system, environment, process or network of the server's, limited in memory and time. Everything
// the agent asks of the workspace comes back through `onCall`, which answers under the run's scopes.
import { Context, type Effect, Schema } from "effect"
import type { LogKind } from "../../../domain/agents/AgentRun.js"
import type { JsonObject, JsonValue } from "../../../domain/platform/Json.js"

/** A capability call the server refused (scope not granted, not found, host not declared, bad arguments). */
export class CapabilityRefused extends Schema.TaggedError<CapabilityRefused>()("CapabilityRefused", {
  code: Schema.String,
  message: Schema.String
}) {}

/** The agent's code did not answer as it must: ran out of time or memory, crashed, or broke the protocol. */
export class IsolationFailure extends Schema.TaggedError<IsolationFailure>()("IsolationFailure", {
  code: Schema.Literals(["timeout", "memory_exceeded", "crashed", "protocol_error"]),
  message: Schema.String
}) {}

/** What the agent answered. */
export type IsolatedReply =
  | { readonly t: "done"; readonly value: JsonValue }
  | {
      readonly t: "invalid"
      readonly issues: ReadonlyArray<{ readonly field: string; readonly issue: string; readonly message: string }>
    }
  | { readonly t: "unit_failed"; readonly code: string; readonly message: string }
  | { readonly t: "error"; readonly message: string }

export interface IsolatedCall {
  readonly bundle: string
  readonly operation: JsonObject
  readonly onCall: (capability: string, args: JsonValue) => Effect.Effect<JsonValue, CapabilityRefused>
  readonly onLog: (kind: Exclude<LogKind, "error">, message: string, data: JsonValue) => Effect.Effect<void>
}

export class AgentIsolation extends Context.Service<
  AgentIsolation,
  { readonly run: (call: IsolatedCall) => Effect.Effect<IsolatedReply, IsolationFailure> }
>()("clearhouse/AgentIsolation") {}
