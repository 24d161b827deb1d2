// AgentRunRepository in memory, with the same checkpoint rule as PostgreSQL (a unit is recorded once).
import { Effect, Layer, Option, Ref, Schema } from "effect"
import { CLEARANCE_AGENT, ClearanceOutput, kindsOf } from "../../application/agents/ClearanceReport.js"
import {
  AgentRunRepository,
  type ArtifactRow,
  type RunRow,
  type RunTotals,
  type UnitRow
} from "../../application/agents/ports/AgentRunRepository.js"
import { isWithin, type RunLogEntry } from "../../domain/agents/AgentRun.js"
import type { AgentRunId } from "../../domain/platform/Ids.js"
import { newestFirst } from "./MemoryTable.js"

interface State {
  readonly runs: ReadonlyMap<AgentRunId, RunRow>
  readonly units: ReadonlyMap<AgentRunId, ReadonlyArray<UnitRow>>
  readonly log: ReadonlyMap<AgentRunId, ReadonlyArray<RunLogEntry>>
  readonly artifacts: ReadonlyMap<AgentRunId, ReadonlyArray<ArtifactRow>>
}

const totalsOf = (units: ReadonlyArray<UnitRow>): RunTotals => ({
  succeeded: units.filter((u) => u.status === "succeeded").length,
  failed: units.filter((u) => u.status === "failed").length,
  creditsCharged: units.reduce((n, u) => n + u.credits, 0)
})

const artifactInfos = (artifacts: ReadonlyArray<ArtifactRow>) =>
  artifacts
    .map((a) => ({ name: a.name, contentType: a.contentType, sizeBytes: a.content.length }))
    .sort((a, b) => (a.name < b.name ? -1 : 1))

const with_ = <K, V>(map: ReadonlyMap<K, V>, key: K, value: V) => new Map(map).set(key, value)

export const make = Effect.gen(function* () {
  const state = yield* Ref.make<State>({ runs: new Map(), units: new Map(), log: new Map(), artifacts: new Map() })
  const get = <A>(f: (s: State) => A) => Effect.map(Ref.get(state), f)
  const run = (id: AgentRunId) => get((s) => Option.fromNullishOr(s.runs.get(id)))
  return AgentRunRepository.of({
    insert: (row) => Ref.update(state, (s) => ({ ...s, runs: with_(s.runs, row.id, row) })),
    find: (workspaceId, id) =>
      Effect.map(
        run(id),
        Option.filter((r) => r.workspaceId === workspaceId)
      ),
    findRecord: (workspaceId, id) =>
      get((s) => {
        const row = s.runs.get(id)
        if (row === undefined || row.workspaceId !== workspaceId) return Option.none()
        return Option.some({
          ...row,
          totals: totalsOf(s.units.get(id) ?? []),
          artifacts: artifactInfos(s.artifacts.get(id) ?? []),
          log: s.log.get(id) ?? []
        })
      }),
    findForExecution: run,
    statuses: (ids) =>
      get(
        (s) =>
          new Map(
            ids.flatMap((id) => {
              const row = s.runs.get(id)
              return row === undefined ? [] : [[id, row.status] as const]
            })
          )
      ),
    findForUpdate: run,
    update: (row) => Ref.update(state, (s) => ({ ...s, runs: with_(s.runs, row.id, row) })),
    list: (workspaceId, filter, page) =>
      get((s) => {
        const found = newestFirst(
          [...s.runs.values()].filter(
            (r) =>
              r.workspaceId === workspaceId &&
              (filter.status === undefined || r.status === filter.status) &&
              (filter.agentId === undefined || r.agentId === filter.agentId) &&
              isWithin(filter.created, r.createdAt)
          ),
          page
        )
        return { ...found, items: found.items.map((r) => ({ ...r, totals: totalsOf(s.units.get(r.id) ?? []) })) }
      }),
    clearanceKinds: (workspaceId, ids) =>
      get((s) =>
        ids.flatMap((id) => {
          const run = s.runs.get(id)
          if (run === undefined || run.workspaceId !== workspaceId || run.agentId !== CLEARANCE_AGENT) return []
          return Option.match(Schema.decodeUnknownOption(ClearanceOutput)(run.output), {
            onNone: () => [],
            onSome: (output) => [
              {
                id,
                scopes: run.scopes,
                assets: output.summary.assets,
                errors: output.summary.errors,
                kinds: kindsOf(output)
              }
            ]
          })
        })
      ),
    unfinished: get((s) =>
      [...s.runs.values()].filter((r) => r.status === "queued" || r.status === "running").map((r) => r.id)
    ),
    insertUnit: (runId, unit) =>
      Ref.modify(state, (s) => {
        const existing = s.units.get(runId) ?? []
        if (existing.some((u) => u.key === unit.key)) return [false, s]
        return [true, { ...s, units: with_(s.units, runId, [...existing, unit]) }]
      }),
    units: (runId) => get((s) => s.units.get(runId) ?? []),
    hasUnit: (runId, key) => get((s) => (s.units.get(runId) ?? []).some((u) => u.key === key)),
    totals: (runIds) => get((s) => new Map(runIds.map((id) => [id, totalsOf(s.units.get(id) ?? [])] as const))),
    appendLog: (runId, entries) =>
      Ref.update(state, (s) => ({ ...s, log: with_(s.log, runId, [...(s.log.get(runId) ?? []), ...entries]) })),
    log: (runId) => get((s) => s.log.get(runId) ?? []),
    putArtifacts: (runId, artifacts) =>
      Ref.update(state, (s) => ({
        ...s,
        artifacts: s.artifacts.has(runId) ? s.artifacts : with_(s.artifacts, runId, artifacts)
      })),
    artifacts: (runId) => get((s) => artifactInfos(s.artifacts.get(runId) ?? [])),
    artifact: (runId, name) =>
      get((s) => Option.fromNullishOr((s.artifacts.get(runId) ?? []).find((a) => a.name === name)))
  })
})

export const layer = Layer.effect(AgentRunRepository, make)
