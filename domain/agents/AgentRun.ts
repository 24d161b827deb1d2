// Agent runs (SPEC "Agents"): a run is started by a request, executes durably, is charged in credits and is read
// back by id. Status moves queued → running → succeeded | failed | cancelled; terminal states are final. The
// encoded form (snake_case) is the API representation.
import { DateTime, Schema } from "effect"
import * as Wire from "../platform/Wire.js"
import { AgentRunId, ApiKeyId } from "../platform/Ids.js"
import { JsonObjectSchema, JsonValueSchema } from "../platform/Json.js"

/** The platform agents' ids; custom agents installed in a workspace have ids of their own (CustomAgent.ts). */
export const AGENT_IDS = ["talent-clearance", "asset-tagger", "contract-reviewer", "report-generator"] as const
export type PlatformAgentId = (typeof AGENT_IDS)[number]
export const AgentId = Schema.String.check(
  Schema.isPattern(/^[a-z][a-z0-9-]{2,62}$/, { message: "invalid_format" })
).annotate({
  identifier: "AgentId",
  description:
    "A platform agent (talent-clearance, asset-tagger, contract-reviewer, report-generator) or a custom agent installed in the workspace"
})
export type AgentId = typeof AgentId.Type

export const RUN_STATUSES = ["queued", "running", "succeeded", "failed", "cancelled"] as const
export const RunStatus = Schema.Literals(RUN_STATUSES).annotate({ identifier: "RunStatus" })
export type RunStatus = typeof RunStatus.Type

const TRANSITIONS: Record<RunStatus, ReadonlyArray<RunStatus>> = {
  queued: ["running", "failed", "cancelled"],
  running: ["succeeded", "failed", "cancelled"],
  succeeded: [],
  failed: [],
  cancelled: []
}

export const isTerminal = (status: RunStatus): boolean => TRANSITIONS[status].length === 0

/** Whether a run may move from one status to another; terminal states are final. */
export const canTransition = (from: RunStatus, to: RunStatus): boolean => TRANSITIONS[from].includes(to)

export const LOG_KINDS = ["reasoning", "action", "observation", "warning", "error"] as const
export const LogKind = Schema.Literals(LOG_KINDS).annotate({ identifier: "RunLogKind" })
export type LogKind = typeof LogKind.Type

const Json = JsonValueSchema

export class RunLogEntry extends Schema.Class<RunLogEntry>("RunLogEntry")(
  Wire.fields("RunLogEntry", {
    at: Wire.DateTimeUtc,
    kind: LogKind,
    message: Schema.String,
    /** The unit of work (e.g. the asset id) the entry is about, if any. */
    unit: Schema.NullOr(Schema.String),
    data: Schema.NullOr(Json)
  })
) {}

export class RunError extends Schema.Class<RunError>("RunError")(
  Wire.fields("RunError", {
    code: Schema.String,
    message: Schema.String
  })
) {}

export class ArtifactInfo extends Schema.Class<ArtifactInfo>("RunArtifact")(
  Wire.fields(
    "RunArtifact",
    {
      name: Schema.String,
      contentType: Schema.String,
      sizeBytes: Wire.Int,
      url: Schema.String.annotate({ description: "Where to fetch the artifact (same API key)" })
    },
    { contentType: "content_type", sizeBytes: "size_bytes" }
  )
) {}

export const RunProgress = Schema.Struct({
  total: Wire.Int,
  succeeded: Wire.Int,
  failed: Wire.Int
}).annotate({ identifier: "RunProgress", description: "Units of work (assets, contracts, reports) processed" })
export type RunProgress = typeof RunProgress.Type

/** The fields every run record has (agent runs and workflow runs): who started it, and when it ran. */
export const RunRecordFields = {
  cancelRequested: Schema.Boolean,
  keyId: ApiKeyId,
  createdAt: Wire.DateTimeUtc,
  startedAt: Schema.NullOr(Wire.DateTimeUtc),
  finishedAt: Schema.NullOr(Wire.DateTimeUtc),
  durationMs: Schema.NullOr(Wire.Int)
}

/** The JSON keys of `RunRecordFields` (snake_case). */
export const RunRecordKeys = {
  cancelRequested: "cancel_requested",
  keyId: "key_id",
  createdAt: "created_at",
  startedAt: "started_at",
  finishedAt: "finished_at",
  durationMs: "duration_ms"
} as const

const common = {
  id: AgentRunId,
  agentId: AgentId,
  status: RunStatus,
  inputs: JsonObjectSchema,
  progress: RunProgress,
  creditsReserved: Wire.Int,
  creditsCharged: Wire.Int,
  error: Schema.NullOr(RunError),
  ...RunRecordFields
}
const commonKeys = {
  agentId: "agent_id",
  creditsReserved: "credits_reserved",
  creditsCharged: "credits_charged",
  ...RunRecordKeys
} as const

/** A run as lists and events show it: everything but the output and the log. */
export class AgentRunSummary extends Schema.Class<AgentRunSummary>("AgentRunSummary")(
  Wire.fields("AgentRunSummary", common, commonKeys)
) {}

/** A run as GET /v1/agents/runs/<id> shows it. */
export class AgentRun extends Schema.Class<AgentRun>("AgentRun")(
  Wire.fields(
    "AgentRun",
    {
      ...common,
      output: Schema.NullOr(Json),
      artifacts: Schema.Array(ArtifactInfo),
      log: Schema.Array(RunLogEntry)
    },
    commonKeys
  )
) {}

/** When a run was created: from `from` (inclusive) to `until` (exclusive); either end may be open. */
export interface CreatedWithin {
  readonly from?: DateTime.Utc | undefined
  readonly until?: DateTime.Utc | undefined
}

/** Whether `at` lies in the window. */
export const isWithin = (window: CreatedWithin | undefined, at: DateTime.Utc): boolean =>
  (window?.from === undefined || !DateTime.isLessThan(at, window.from)) &&
  (window?.until === undefined || DateTime.isLessThan(at, window.until))

export interface RunFilter {
  readonly status?: RunStatus | undefined
  readonly agentId?: AgentId | undefined
  readonly created?: CreatedWithin | undefined
}

export const RunSortKey = Schema.Tuple([AgentRunId])

/** Milliseconds from start to finish, when both are known. */
export const durationMs = (startedAt: number | null, finishedAt: number | null): number | null =>
  startedAt === null || finishedAt === null ? null : Math.max(0, finishedAt - startedAt)
