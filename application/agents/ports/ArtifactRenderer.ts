// Port: renders the agents' JSON results as documents a person reads (Markdown, HTML with inline SVG charts,
// CSV). Renderings are pure functions of the JSON; they never add facts of their own.
import { Context, type Effect } from "effect"
import type { Artifact } from "../../../domain/agents/Artifact.js"
import type { ContractReviewDocument } from "../../../domain/contracts/ContractReview.js"
import type { Report, ReportFormat } from "../../../domain/reports/Report.js"

export interface ArtifactRendererShape {
  /** The contract review as Markdown: per contract its summary, flags, template deviations and citations. */
  readonly contractReview: (document: ContractReviewDocument) => Effect.Effect<Artifact>
  /** A report as `<report>.md`, `<report>.html` (self-contained, charts as inline SVG) or `<report>.csv`. */
  readonly report: (report: Report, format: Exclude<ReportFormat, "json">) => Effect.Effect<Artifact>
}

export class ArtifactRenderer extends Context.Tag("clearhouse/ArtifactRenderer")<
  ArtifactRenderer,
  ArtifactRendererShape
>() {}
