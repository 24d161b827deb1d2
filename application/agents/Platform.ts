// The platform agents (SPEC "Platform agents"), pre-installed in every workspace, in listing order. Agents whose
// program is not built yet are listed with their cost, scopes and inputs, and refuse to run with a clear error.
import { Layer, Schema } from "effect"
import { AssetId } from "../../domain/Ids.js"
import { AgentCatalog } from "../AgentRuns.js"
import { type AgentDefinition, notYetAvailable } from "./AgentProgram.js"
import { AssetTaggerAgent } from "./AssetTaggerAgent.js"
import { TalentClearanceAgent } from "./TalentClearanceAgent.js"

const assetIds = Schema.Array(AssetId).pipe(Schema.minItems(1, { message: () => "too_short" }))

const contractReviewer: AgentDefinition = {
  id: "contract-reviewer",
  name: "Contract Reviewer",
  description:
    "Parses PDF and Word contracts; extracts parties, dates, territories and usage rights; identifies exclusivity " +
    "clauses and restrictions; flags unusual terms or deviations from templates; produces an annotated summary.",
  cost: { amount: 15, unit: "contract" },
  scopes: ["assets:read", "talent:read"]
}

const reportGenerator: AgentDefinition = {
  id: "report-generator",
  name: "Report Generator",
  description: "Produces formatted reports: usage summary, compliance audit, asset provenance and billing forecast.",
  cost: { amount: 5, unit: "report" },
  scopes: ["projects:read", "assets:read", "talent:read"]
}

export const PLATFORM_AGENTS = [
  TalentClearanceAgent,
  AssetTaggerAgent,
  notYetAvailable(contractReviewer, Schema.Struct({ asset_ids: assetIds })),
  notYetAvailable(reportGenerator, Schema.Struct({ report: Schema.String }))
]

export const layer = Layer.succeed(AgentCatalog, PLATFORM_AGENTS)
