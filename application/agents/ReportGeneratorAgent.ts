// The report-generator agent (SPEC "Platform agents", 5 credits per report): one unit, the report. It computes the
// report (usage summary, compliance audit, asset provenance, billing forecast) as JSON, the source of truth, and
// renders it as Markdown, HTML (with inline SVG charts) or CSV; both are the run's artifacts.
import { Effect } from "effect"
import { Forbidden } from "../../domain/platform/Errors.js"
import type { JsonValue } from "../../domain/platform/Json.js"
import { CREDITS_PER_REPORT, ReportInputs } from "../../domain/reports/Report.js"
import { REPORT_SCOPES } from "./ReportGenerator.js"
import type { Artifact } from "../../domain/agents/Artifact.js"
import { type AgentDefinition, defineAgent, type UnitRecord, unitFailure } from "./AgentProgram.js"
import { ReportEngine } from "./Capabilities.js"
import { logged } from "./EngineLog.js"
import { textArtifact } from "./Reports.js"

export const definition: AgentDefinition = {
  id: "report-generator",
  name: "Report Generator",
  description:
    "Produces formatted reports: usage_summary (credit consumption and activity by agent, project, key and day), " +
    "compliance_audit (clearance status across active projects), asset_provenance (verified chain of custody of " +
    "selected assets) and billing_forecast (projected credit use and when the balance runs out). The scopes needed " +
    "depend on the report: usage and billing need projects:read, provenance assets:read, the audit all three.",
  cost: { amount: CREDITS_PER_REPORT, unit: "report" },
  scopes: ["projects:read", "assets:read", "talent:read"]
}

type Inputs = typeof ReportInputs.Type

/** The run is granted the report's scopes, so an engine refusing one is a defect. */
const granted = <A, E, R>(self: Effect.Effect<A, E | Forbidden, R>) =>
  Effect.catchIf(
    self,
    (e): e is Forbidden => e instanceof Forbidden,
    (e) => Effect.die(e)
  )

const prepare = (inputs: Inputs) => granted(Effect.flatMap(ReportEngine, (engine) => engine.prepare(inputs)))

/** The unit's stored result: the report, and its artifacts as text (every rendering is text). */
interface ReportResult {
  readonly report: JsonValue
  readonly artifacts: ReadonlyArray<{ readonly name: string; readonly content_type: string; readonly text: string }>
}

const decoder = new TextDecoder()

const runUnit = Effect.fnUntraced(function* (inputs: Inputs) {
  const engine = yield* ReportEngine
  const prepared = yield* Effect.result(prepare(inputs))
  if (prepared._tag === "Failure") return yield* unitFailure("invalid_inputs", prepared.failure.message)
  const { report, artifacts } = yield* granted(logged(engine.generate(prepared.success)))
  const result: ReportResult = {
    report: report as unknown as JsonValue,
    artifacts: artifacts.map((a) => ({ name: a.name, content_type: a.contentType, text: decoder.decode(a.content) }))
  }
  return { result: result as unknown as JsonValue, apply: Effect.void }
})

const finish = (_inputs: Inputs, units: ReadonlyArray<UnitRecord>) =>
  Effect.sync(() => {
    const done = units.find((u) => u.status === "succeeded")
    // Written by runUnit above.
    const result = done?.result as unknown as ReportResult | undefined
    const artifacts: ReadonlyArray<Artifact> = (result?.artifacts ?? []).map((a) =>
      textArtifact(a.name, a.content_type, a.text)
    )
    return { output: result?.report ?? null, artifacts }
  })

export const ReportGeneratorAgent = defineAgent({
  definition,
  inputs: ReportInputs,
  requiredScopes: (inputs) => REPORT_SCOPES[inputs.report],
  plan: (inputs) => Effect.map(prepare(inputs), () => [{ key: "report", label: inputs.report }]),
  runUnit: (inputs) => runUnit(inputs),
  finish
})
