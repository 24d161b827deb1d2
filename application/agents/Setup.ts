// The first-run checklist of a workspace: the steps a new workspace needs before a clearance means anything
// (a project, uploads, talent with headshots, a contract, a taxonomy, a clearance run), each ticked from the
// workspace's real state. In the agents context because a clearance is an agent run, and it reads every context the
// steps belong to.
import * as Tracing from "../platform/Tracing.js"
import { DateTime, Effect, Option } from "effect"
import { utcDateOf } from "../../domain/platform/CalendarDate.js"
import type { WorkspaceId } from "../../domain/platform/Ids.js"
import { AgentRunRepository } from "./ports/AgentRunRepository.js"
import { ContractRepository } from "../contracts/ports/ContractRepository.js"
import { AssetRepository } from "../projects/ports/AssetRepository.js"
import { ProjectRepository } from "../projects/ports/ProjectRepository.js"
import { TaxonomyRepository } from "../tagging/ports/TaxonomyRepository.js"
import { TalentFaceIndex } from "../talent/ports/TalentFaceIndex.js"
import { TalentRepository } from "../talent/ports/TalentRepository.js"

const one = { limit: 1, after: Option.none() } as const

export type SetupStep = "project" | "upload" | "talent" | "contract" | "taxonomy" | "clearance"

export interface SetupProgress {
  readonly done: Readonly<Record<SetupStep, boolean>>
  readonly counts: {
    readonly projects: number
    readonly assets: number
    readonly talent: number
    readonly talentWithHeadshots: number
    readonly contracts: number
    readonly taxonomies: number
    readonly clearanceRuns: number
  }
}

export const setupProgress = Tracing.fn("Setup.progress")(function* (workspaceId: WorkspaceId) {
  const today = utcDateOf(yield* DateTime.now)
  const projects = (yield* Effect.flatMap(ProjectRepository, (r) => r.list(workspaceId, {}, one))).total
  const assets = (yield* Effect.flatMap(AssetRepository, (r) => r.list(workspaceId, {}, one))).total
  const talent = (yield* Effect.flatMap(TalentRepository, (r) => r.list(workspaceId, {}, one))).total
  const headshots = yield* Effect.flatMap(TalentFaceIndex, (index) => index.referenceMedia(workspaceId))
  const talentWithHeadshots = new Set(headshots.map((h) => h.talentId)).size
  const contracts = (yield* Effect.flatMap(ContractRepository, (r) => r.list(workspaceId, {}, today, one))).total
  const taxonomies = (yield* Effect.flatMap(TaxonomyRepository, (r) => r.list(workspaceId, {}, one))).total
  const clearanceRuns = (yield* Effect.flatMap(AgentRunRepository, (r) =>
    r.list(workspaceId, { agentId: "talent-clearance" }, one)
  )).total
  return {
    done: {
      project: projects > 0,
      upload: assets > 0,
      talent: talentWithHeadshots > 0,
      contract: contracts > 0,
      taxonomy: taxonomies > 0,
      clearance: clearanceRuns > 0
    },
    counts: { projects, assets, talent, talentWithHeadshots, contracts, taxonomies, clearanceRuns }
  } satisfies SetupProgress
})
