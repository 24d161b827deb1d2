// The webhook contract: the schema of each event type's data, as the server encodes it, which the SDKs' typed
// webhook events are generated from (sdk/scripts/generate.ts). A delivery's body is `{id, type, timestamp, data}`
// (domain/webhooks/WebhookDelivery.ts), `data` encoded by the schema of its `type` below; a test decodes every event the
// service emits with it (test/http/EventData.test.ts).
import { type Schema } from "effect"
import { AgentRunSummary } from "../../../domain/agents/AgentRun.js"
import { Asset } from "../../../domain/projects/Asset.js"
import { AssetClearanceEvent } from "../../../domain/clearance/Clearance.js"
import type { EventType } from "../../../domain/platform/Event.js"
import { Project } from "../../../domain/projects/Project.js"
import { WorkflowRun } from "../../../domain/workflows/WorkflowRun.js"

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
