// Custom agents (SPEC "Agent kinds"): agents a customer writes with the agent SDK (sdk/agent) and an operator
// installs into a workspace. What the server knows of one is its manifest, read from the agent in isolation at
// install and checked here: an id no platform agent has, a version, a cost per unit, the scopes it needs, the hosts
// it may call and its inputs as JSON Schema. Its code (the bundle) only ever runs in isolation.
import { Schema } from "effect"
import { JsonObjectSchema } from "../platform/Json.js"
import { Scope } from "../platform/Scope.js"
import { AGENT_IDS } from "./AgentRun.js"

export const CUSTOM_AGENT_ID = /^[a-z][a-z0-9-]{2,62}$/
const HOST = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/

/** The most credits a custom agent may charge per unit, unless the operator sets a lower cap. */
export const MAX_CUSTOM_COST = 1000
/** The largest bundle (one JavaScript file) an operator may install. */
export const MAX_BUNDLE_BYTES = 8 * 1024 * 1024

export const CustomAgentManifest = Schema.Struct({
  id: Schema.String.check(
    Schema.isPattern(CUSTOM_AGENT_ID, { message: "invalid_format" }),
    Schema.makeFilter((id: string) => !(AGENT_IDS as ReadonlyArray<string>).includes(id), {
      message: "reserved:platform_agent"
    })
  ),
  name: Schema.String.check(
    Schema.isMinLength(1, { message: "too_short" }),
    Schema.isMaxLength(100, { message: "too_long" })
  ),
  description: Schema.String.check(Schema.isMaxLength(2000, { message: "too_long" })),
  version: Schema.String.check(Schema.isPattern(/^[0-9A-Za-z.+-]{1,40}$/, { message: "invalid_format" })),
  cost: Schema.Struct({
    amount: Schema.Int.check(
      Schema.isBetween({ minimum: 0, maximum: MAX_CUSTOM_COST }, { message: `out_of_range:0..${MAX_CUSTOM_COST}` })
    ),
    unit: Schema.String.check(Schema.isPattern(/^[a-z][a-z -]{0,30}$/, { message: "invalid_format" }))
  }),
  scopes: Schema.Array(Scope),
  hosts: Schema.Array(Schema.String.check(Schema.isPattern(HOST, { message: "invalid_format" }))),
  inputs: JsonObjectSchema
})
export type CustomAgentManifest = typeof CustomAgentManifest.Type
