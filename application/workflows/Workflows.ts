// Workflow definition use cases: create, read (any version), change (each change a new immutable version), delete
// and list, all needing workflows:execute. A definition is checked as a whole before it is stored: its shape (by
// the schema), then its references, agents and agent inputs, every problem reported with its field path.
import * as Tracing from "../platform/Tracing.js"
import { DateTime, Effect, Result, Option, Schema } from "effect"
import { type FieldIssue, NotFound, ValidationError } from "../../domain/platform/Errors.js"
import { WorkflowId, type WorkspaceId } from "../../domain/platform/Ids.js"
import { canonicalJson, fromMembers } from "../../domain/platform/Json.js"
import { type Page, pageRequest } from "../../domain/platform/Pagination.js"
import { objectFields } from "../../domain/workflows/ValueType.js"
import {
  applyPatch,
  type CreateWorkflow,
  definitionOf,
  definitionPart,
  encodeDefinition,
  type RunAgentStep,
  Workflow,
  type WorkflowDefinition,
  type WorkflowFilter,
  type WorkflowPatch,
  WorkflowSortKey
} from "../../domain/workflows/Workflow.js"
import { type AgentSignature, checkDefinition } from "../../domain/workflows/WorkflowChecks.js"
import { hasReferences } from "../../domain/workflows/WorkflowExpression.js"
import type { AgentProgram } from "../agents/AgentProgram.js"
import { workspaceCatalog } from "../agents/AgentRuns.js"
import type { Principal } from "../../domain/platform/Principal.js"
import { requireScopes } from "../platform/CurrentPrincipal.js"
import { Ids } from "../platform/ports/Ids.js"
import { Transactor } from "../platform/ports/Transactor.js"
import { WorkflowRepository } from "./ports/WorkflowRepository.js"

const noSuchWorkflow = (id: string) => NotFound.resource("workflow", id)

// ---------------------------------------------------------------------------------------------------------------
// Definitions

/** What the definition checks know of each agent of the catalog. */
const agentSignatures = (catalog: ReadonlyArray<AgentProgram>) => {
  const byId = new Map<string, AgentSignature>(
    catalog.map((p) => [p.definition.id, { fields: objectFields(p.inputsJsonSchema).fields }])
  )
  return (agentId: string) => byId.get(agentId)
}

/**
 * Literal inputs (without references) checked by the agent's own input schema, so `distribution_channels: ["tv"]`
 * is refused when the workflow is saved. Absent fields are not reported: references or workspace defaults fill them.
 */
const literalIssues = (program: AgentProgram, step: RunAgentStep, index: number): ReadonlyArray<FieldIssue> => {
  const literal = fromMembers(Object.entries(step.inputs).filter(([, value]) => !hasReferences(value)))
  const bound = program.bind(literal)
  if (Result.isSuccess(bound)) return []
  return bound.failure.details.flatMap((d) =>
    d.issue === "required" || d.issue === "unknown_field" || !d.field.startsWith("inputs.")
      ? []
      : [{ field: `steps[${index}].${d.field}`, issue: d.issue }]
  )
}

/** Every problem of a definition: references, agents and agent inputs, the input schema. */
const checkFully = Effect.fnUntraced(function* (workspaceId: WorkspaceId, definition: WorkflowDefinition) {
  const catalog = yield* workspaceCatalog(workspaceId)
  const signatures = agentSignatures(catalog)
  const issues = [...checkDefinition(definition, signatures)]
  definition.steps.forEach((step, i) => {
    if (step.type !== "run_agent") return
    const program = catalog.find((p) => p.definition.id === step.agentId)
    if (program !== undefined) issues.push(...literalIssues(program, step, i))
  })
  const unique = issues.filter(
    (issue, i) => issues.findIndex((o) => o.field === issue.field && o.issue === issue.issue) === i
  )
  if (unique.length > 0) return yield* ValidationError.of(unique)
})

export const findWorkflow = Effect.fnUntraced(function* (workspaceId: WorkspaceId, id: string) {
  if (!Schema.is(WorkflowId)(id)) return yield* noSuchWorkflow(id)
  const found = yield* Effect.flatMap(WorkflowRepository, (repo) => repo.find(workspaceId, id))
  return yield* Option.match(found, { onNone: () => Effect.fail(noSuchWorkflow(id)), onSome: Effect.succeed })
})

export const createWorkflow = Tracing.fn("Workflows.create")(function* (input: CreateWorkflow) {
  const principal = yield* requireScopes("workflows:execute")
  const definition = definitionOf(input)
  yield* checkFully(principal.workspaceId, definition)
  const now = yield* DateTime.now
  const workflow = new Workflow({
    id: yield* Effect.flatMap(Ids, (ids) => ids.next("workflow")),
    version: 1,
    ...definition,
    createdAt: now,
    updatedAt: now
  })
  yield* Effect.flatMap(WorkflowRepository, (repo) => repo.insert(principal.workspaceId, workflow, principal.keyId))
  return workflow
})

/** The current version, or the one asked for (any version of a live workflow stays readable). */
export const getWorkflow = Tracing.fn("Workflows.get")(function* (id: string, version?: number) {
  const principal = yield* requireScopes("workflows:execute")
  const current = yield* findWorkflow(principal.workspaceId, id)
  if (version === undefined || version === current.version) return current
  const found = yield* Effect.flatMap(WorkflowRepository, (repo) =>
    repo.findVersion(principal.workspaceId, current.id, version)
  )
  return yield* Option.match(found, {
    onNone: () =>
      Effect.fail(
        new NotFound({
          message: `The workflow ${current.id} has no version ${version}; its current version is ${current.version}`,
          details: [{ field: "version", issue: "not_found" }]
        })
      ),
    onSome: Effect.succeed
  })
})

const sameDefinition = (a: WorkflowDefinition, b: WorkflowDefinition) =>
  canonicalJson(encodeDefinition(a)) === canonicalJson(encodeDefinition(b))

/** updateWorkflow's transaction: the workflow locked, its next version added. */
const updateBody = Effect.fnUntraced(function* (
  repo: WorkflowRepository["Service"],
  principal: Principal,
  id: string,
  workflowId: WorkflowId,
  next: WorkflowDefinition
) {
  const locked = Option.getOrUndefined(yield* repo.findForUpdate(principal.workspaceId, workflowId))
  if (locked === undefined) return yield* noSuchWorkflow(id)
  const updated = new Workflow({
    ...locked,
    ...next,
    version: locked.version + 1,
    updatedAt: yield* DateTime.now
  })
  yield* repo.addVersion(principal.workspaceId, updated, principal.keyId)
  return updated
})

/** A change makes the next version (runs already started keep theirs); a patch that changes nothing makes none. */
export const updateWorkflow = Tracing.fn("Workflows.update")(function* (id: string, patch: WorkflowPatch) {
  const principal = yield* requireScopes("workflows:execute")
  const current = yield* findWorkflow(principal.workspaceId, id)
  const next = applyPatch(current, patch)
  if (sameDefinition(definitionPart(current), next)) return current
  yield* checkFully(principal.workspaceId, next)
  const repo = yield* WorkflowRepository
  return yield* Effect.flatMap(Transactor, (tx) =>
    tx.withTransaction(updateBody(repo, principal, id, current.id, next))
  )
})

/** Soft delete: gone from the API; its runs stay readable and those under way go on. */
export const deleteWorkflow = Tracing.fn("Workflows.delete")(function* (id: string) {
  const principal = yield* requireScopes("workflows:execute")
  const current = yield* findWorkflow(principal.workspaceId, id)
  yield* Effect.flatMap(WorkflowRepository, (repo) =>
    Effect.flatMap(DateTime.now, (now) => repo.softDelete(principal.workspaceId, current.id, now))
  )
  return { id: current.id }
})

export interface ListWorkflowsParams {
  readonly limit?: number | undefined
  readonly cursor?: string | undefined
  readonly name?: string | undefined
}

export const listWorkflows = Tracing.fn("Workflows.list")(function* (params: ListWorkflowsParams) {
  const principal = yield* requireScopes("workflows:execute")
  const page = yield* Effect.fromResult(pageRequest(params, WorkflowSortKey))
  const filter: WorkflowFilter = { name: params.name }
  return (yield* Effect.flatMap(WorkflowRepository, (repo) =>
    repo.list(principal.workspaceId, filter, page)
  )) satisfies Page<Workflow>
})
