// The platform agents (SPEC "Platform agents"), pre-installed in every workspace, in listing order.
import { Layer } from "effect"
import { AgentCatalog } from "./AgentRuns.js"
import { AssetTaggerAgent } from "./AssetTaggerAgent.js"
import { ContractReviewerAgent } from "./ContractReviewerAgent.js"
import { ReportGeneratorAgent } from "./ReportGeneratorAgent.js"
import { TalentClearanceAgent } from "./TalentClearanceAgent.js"

export const PLATFORM_AGENTS = [TalentClearanceAgent, AssetTaggerAgent, ContractReviewerAgent, ReportGeneratorAgent]

export const layer = Layer.succeed(AgentCatalog, PLATFORM_AGENTS)
