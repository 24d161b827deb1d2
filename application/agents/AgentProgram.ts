// What an agent is to the runtime: its definition (id, cost, scopes, inputs), and a program bound to decoded
// inputs that plans units of work, processes one unit at a time (the runtime checkpoints each) and finishes with
// an output and artifacts. Programs reach data only through the capabilities of their sandbox.
import { Effect, type JsonSchema, Result, Schema } from "effect"
import type { AgentId } from "../../domain/agents/AgentRun.js"
import { type ValidationError } from "../../domain/platform/Errors.js"
import { withoutGeneratedTitles } from "../../domain/platform/JsonSchemaText.js"
import { type JsonObject, type JsonValue, isJsonObject } from "../../domain/platform/Json.js"
import type { Scope } from "../../domain/platform/Scope.js"
import { decodeAll } from "../../domain/platform/Validation.js"
import type { AgentEnvironment } from "./Capabilities.js"
import type { Artifact } from "../../domain/agents/Artifact.js"

export interface AgentDefinition {
  readonly id: AgentId
  readonly name: string
  readonly description: string
  /** Credits per unit of work, e.g. 10 per asset. */
  readonly cost: { readonly amount: number; readonly unit: string }
  /** The scopes every run needs (some inputs may need more; see `requiredScopes`). */
  readonly scopes: ReadonlyArray<Scope>
  /** Platform agents ship with the service; custom agents are installed into a workspace (absent: platform). */
  readonly kind?: "platform" | "custom"
  /** A custom agent's version, recorded with each run. */
  readonly version?: string
  /** The hosts a custom agent may call over HTTPS. */
  readonly hosts?: ReadonlyArray<string>
}

/** One unit of work, charged at the agent's unit cost when it succeeds. */
export interface WorkUnit {
  readonly key: string
  readonly label: string
}

/** A unit that could not be processed: recorded with the run, not charged; the run goes on. */
export class UnitFailure extends Schema.TaggedError<UnitFailure>()("UnitFailure", {
  code: Schema.String,
  message: Schema.String
}) {}

/**
 * The outcome of a unit's work: a result for the run record, and the writes it causes, which the runtime applies
 * in the transaction that checkpoints the unit (so they happen exactly once). When the writes produce the unit's
 * final result (e.g. the id of a record they create), `apply` returns it in place of `result`.
 */
export interface UnitWork {
  readonly result: JsonValue
  readonly apply: Effect.Effect<JsonValue | void, never, AgentEnvironment>
}

export interface UnitRecord {
  readonly unit: WorkUnit
  readonly status: "succeeded" | "failed"
  readonly result: JsonValue | null
  readonly error: { readonly code: string; readonly message: string } | null
}

export interface RunResult {
  readonly output: JsonValue
  readonly artifacts: ReadonlyArray<Artifact>
}

/** A run's program, bound to its (decoded, defaults-merged) inputs. */
export interface BoundProgram {
  /** The inputs as stored with the run (encoded, defaults included). */
  readonly inputs: JsonObject
  readonly requiredScopes: ReadonlyArray<Scope>
  /** Checks what the inputs refer to (assets exist, taxonomy exists…) and lists the units of work. */
  readonly plan: Effect.Effect<ReadonlyArray<WorkUnit>, ValidationError, AgentEnvironment>
  readonly runUnit: (unit: WorkUnit) => Effect.Effect<UnitWork, UnitFailure, AgentEnvironment>
  readonly finish: (units: ReadonlyArray<UnitRecord>) => Effect.Effect<RunResult, never, AgentEnvironment>
}

export interface AgentProgram {
  readonly definition: AgentDefinition
  /** The inputs as JSON Schema, for GET /v1/agents. */
  readonly inputsJsonSchema: object
  /** Decodes inputs (errors at `inputs.…` paths, every one reported) and binds the program to them. */
  readonly bind: (inputs: unknown) => Result.Result<BoundProgram, ValidationError>
}

const DEFINITION = "#/$defs/"

/** Whether `name`'s definition is referenced anywhere in `value`. */
const refersTo = (value: unknown, name: string): boolean =>
  Array.isArray(value)
    ? value.some((item) => refersTo(item, name))
    : typeof value === "object" && value !== null
      ? Object.entries(value).some(([key, item]) =>
          key === "$ref" ? item === `${DEFINITION}${name}` : refersTo(item, name)
        )
      : false

/**
 * The inputs as a JSON Schema object (not a reference to one), with the definitions it uses, for people. Objects
 * are closed (`additionalProperties: false`), as their decoding refuses unknown fields.
 */
const inputsJsonSchema = (schema: Schema.Top): object => {
  const document = Schema.toJsonSchemaDocument(schema, { onExcessProperty: "error" })
  const $defs: Record<string, JsonSchema.JsonSchema> = { ...document.definitions }
  let root = document.schema
  const ref = root["$ref"]
  if (typeof ref === "string" && ref.startsWith(DEFINITION) && Object.keys(root).length === 1) {
    // The top level inline, as its definition, and that definition kept only when something else refers to it.
    const name = ref.slice(DEFINITION.length)
    const inline = $defs[name]
    if (inline !== undefined) {
      root = inline
      const others = Object.entries($defs).flatMap(([key, definition]) => (key === name ? [] : [definition]))
      if (!refersTo([inline, ...others], name)) delete $defs[name]
    }
  }
  return withoutGeneratedTitles(Object.keys($defs).length === 0 ? root : { ...root, $defs })
}

/** Defines an agent from a typed inputs schema and functions of the decoded inputs. */
export const defineAgent = <I, IE extends object>(spec: {
  readonly definition: AgentDefinition
  readonly inputs: Schema.Codec<I, IE>
  /** The inputs as JSON Schema when the agent states it itself (a custom agent's, made by the agent SDK). */
  readonly inputsJsonSchema?: object
  readonly requiredScopes?: (inputs: I) => ReadonlyArray<Scope>
  readonly plan: (inputs: I) => Effect.Effect<ReadonlyArray<WorkUnit>, ValidationError, AgentEnvironment>
  readonly runUnit: (inputs: I, unit: WorkUnit) => Effect.Effect<UnitWork, UnitFailure, AgentEnvironment>
  readonly finish: (inputs: I, units: ReadonlyArray<UnitRecord>) => Effect.Effect<RunResult, never, AgentEnvironment>
}): AgentProgram => ({
  definition: spec.definition,
  inputsJsonSchema: spec.inputsJsonSchema ?? inputsJsonSchema(spec.inputs),
  bind: (raw) =>
    Result.gen(function* () {
      // Every failing field reported, unknown fields refused, at `inputs.…` paths.
      const inputs = yield* decodeAll(spec.inputs, ["inputs"])(raw)
      // Stored as plain JSON (absent optional fields dropped), so the run re-binds to exactly these inputs.
      const stored: unknown = JSON.parse(JSON.stringify(Schema.encodeSync(Schema.toCodecJson(spec.inputs))(inputs)))
      return {
        inputs: isJsonObject(stored) ? stored : {},
        requiredScopes: spec.requiredScopes?.(inputs) ?? spec.definition.scopes,
        plan: spec.plan(inputs),
        runUnit: (unit) => spec.runUnit(inputs, unit),
        finish: (units) => spec.finish(inputs, units)
      } satisfies BoundProgram
    })
})

export const unitFailure = (code: string, message: string) => Effect.fail(new UnitFailure({ code, message }))
