// Agent runs (SPEC "Agents"): a run is started by a request, executes durably, is charged in credits and is read
// back by id. Status moves queued → running → succeeded | failed | cancelled; terminal states are final. The
// encoded form (snake_case) is the API representation.
import { DateTime, Schema } from "effect"
import { AgentRunId, ApiKeyId } from "../platform/Ids.js"
import { JsonObjectSchema, JsonValueSchema } from "../platform/Json.js"

export const AGENT_IDS = ["talent-clearance", "asset-tagger", "contract-reviewer", "report-generator"] as const
export const AgentId = Schema.Literal(...AGENT_IDS).annotations({ identifier: "AgentId" })
export type AgentId = typeof AgentId.Type

export const RUN_STATUSES = ["queued", "running", "succeeded", "failed", "cancelled"] as const
export const RunStatus = Schema.Literal(...RUN_STATUSES).annotations({ identifier: "RunStatus" })
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
export const LogKind = Schema.Literal(...LOG_KINDS).annotations({ identifier: "RunLogKind" })
export type LogKind = typeof LogKind.Type

const Json = JsonValueSchema

export class RunLogEntry extends Schema.Class<RunLogEntry>("RunLogEntry")({
  at: Schema.DateTimeUtc,
  kind: LogKind,
  message: Schema.String,
  /** The unit of work (e.g. the asset id) the entry is about, if any. */
  unit: Schema.NullOr(Schema.String),
  data: Schema.NullOr(Json)
}) {}

export class RunError extends Schema.Class<RunError>("RunError")({
  code: Schema.String,
  message: Schema.String
}) {}

export class ArtifactInfo extends Schema.Class<ArtifactInfo>("RunArtifact")({
  name: Schema.String,
  contentType: Schema.propertySignature(Schema.String).pipe(Schema.fromKey("content_type")),
  sizeBytes: Schema.propertySignature(Schema.Int).pipe(Schema.fromKey("size_bytes")),
  url: Schema.String.annotations({ description: "Where to fetch the artifact (same API key)" })
}) {}

export const RunProgress = Schema.Struct({
  total: Schema.Int,
  succeeded: Schema.Int,
  failed: Schema.Int
}).annotations({ identifier: "RunProgress", description: "Units of work (assets, contracts, reports) processed" })
export type RunProgress = typeof RunProgress.Type

/** The fields every run record has (agent runs and workflow runs): who started it, and when it ran. */
export const RunRecordFields = {
  cancelRequested: Schema.propertySignature(Schema.Boolean).pipe(Schema.fromKey("cancel_requested")),
  keyId: Schema.propertySignature(ApiKeyId).pipe(Schema.fromKey("key_id")),
  createdAt: Schema.propertySignature(Schema.DateTimeUtc).pipe(Schema.fromKey("created_at")),
  startedAt: Schema.propertySignature(Schema.NullOr(Schema.DateTimeUtc)).pipe(Schema.fromKey("started_at")),
  finishedAt: Schema.propertySignature(Schema.NullOr(Schema.DateTimeUtc)).pipe(Schema.fromKey("finished_at")),
  durationMs: Schema.propertySignature(Schema.NullOr(Schema.Int)).pipe(Schema.fromKey("duration_ms"))
}

const common = {
  id: AgentRunId,
  agentId: Schema.propertySignature(AgentId).pipe(Schema.fromKey("agent_id")),
  status: RunStatus,
  inputs: JsonObjectSchema,
  progress: RunProgress,
  creditsReserved: Schema.propertySignature(Schema.Int).pipe(Schema.fromKey("credits_reserved")),
  creditsCharged: Schema.propertySignature(Schema.Int).pipe(Schema.fromKey("credits_charged")),
  error: Schema.NullOr(RunError),
  ...RunRecordFields
}

/** A run as lists and events show it: everything but the output and the log. */
export class AgentRunSummary extends Schema.Class<AgentRunSummary>("AgentRunSummary")(common) {}

/** A run as GET /v1/agents/runs/<id> shows it. */
export class AgentRun extends Schema.Class<AgentRun>("AgentRun")({
  ...common,
  output: Schema.NullOr(Json),
  artifacts: Schema.Array(ArtifactInfo),
  log: Schema.Array(RunLogEntry)
}) {}

/** When a run was created: from `from` (inclusive) to `until` (exclusive); either end may be open. */
export interface CreatedWithin {
  readonly from?: DateTime.Utc | undefined
  readonly until?: DateTime.Utc | undefined
}

/** Whether `at` lies in the window. */
export const isWithin = (window: CreatedWithin | undefined, at: DateTime.Utc): boolean =>
  (window?.from === undefined || !DateTime.lessThan(at, window.from)) &&
  (window?.until === undefined || DateTime.lessThan(at, window.until))

export interface RunFilter {
  readonly status?: RunStatus | undefined
  readonly agentId?: AgentId | undefined
  readonly created?: CreatedWithin | undefined
}

export const RunSortKey = Schema.Tuple(AgentRunId)

/** Milliseconds from start to finish, when both are known. */
export const durationMs = (startedAt: number | null, finishedAt: number | null): number | null =>
  startedAt === null || finishedAt === null ? null : Math.max(0, finishedAt - startedAt)
