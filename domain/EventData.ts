// The data of each event type: the schema the server encodes it with (application/Events.ts accepts no other),
// and which the SDKs' typed webhook events are generated from (sdk/scripts/generate.ts). A delivery's body is
// `{id, type, timestamp, data}` (domain/WebhookDelivery.ts), `data` encoded by the schema of its `type` below.
import { Schema } from "effect"
import { AgentRunSummary } from "./AgentRun.js"
import { Asset } from "./Asset.js"
import { ClearanceRecord } from "./Clearance.js"
import type { EventType } from "./Event.js"
import { Project } from "./Project.js"
import { WorkflowRun } from "./WorkflowRun.js"

/** The data of talent.cleared / talent.flagged: one asset's clearance in one run of the talent-clearance agent. */
export const AssetClearanceEvent = Schema.Struct({
  asset_id: Schema.String,
  run_id: Schema.String,
  verdict: Schema.String,
  clearances: Schema.Array(ClearanceRecord)
}).annotations({ identifier: "AssetClearance" })

export const EVENT_DATA = {
  "asset.created": Asset,
  "asset.updated": Asset,
  "asset.deleted": Asset,
  "project.created": Project,
  "project.updated": Project,
  "project.deleted": Project,
  "workflow.completed": WorkflowRun,
  "workflow.failed": WorkflowRun,
  "agent.completed": AgentRunSummary,
  "agent.failed": AgentRunSummary,
  "talent.cleared": AssetClearanceEvent,
  "talent.flagged": AssetClearanceEvent
} as const satisfies { readonly [T in EventType]: Schema.Schema.AnyNoContext }

/** The schema of an event type's data. */
export type EventDataSchema<T extends EventType> = (typeof EVENT_DATA)[T]
