// ArtifactRenderer: the Markdown, HTML and CSV renderings of the agents' JSON results, all pure functions of it.
import { Effect, Layer } from "effect"
import { textArtifact } from "../../application/agents/Reports.js"
import { ArtifactRenderer } from "../../application/agents/ports/ArtifactRenderer.js"
import * as ContractReviewMarkdown from "./ContractReviewMarkdown.js"
import * as ReportCsv from "./ReportCsv.js"
import * as ReportDocuments from "./ReportDocuments.js"
import { outline } from "./ReportOutline.js"

const TYPES = {
  markdown: ["md", "text/markdown; charset=utf-8"],
  html: ["html", "text/html; charset=utf-8"],
  csv: ["csv", "text/csv; charset=utf-8"]
} as const

export const make = ArtifactRenderer.of({
  contractReview: (document) =>
    Effect.sync(() =>
      textArtifact("contract-review.md", "text/markdown; charset=utf-8", ContractReviewMarkdown.render(document))
    ),
  report: (report, format) =>
    Effect.sync(() => {
      const [extension, contentType] = TYPES[format]
      const content =
        format === "csv"
          ? ReportCsv.render(report)
          : format === "html"
            ? ReportDocuments.html(outline(report))
            : ReportDocuments.markdown(outline(report))
      return textArtifact(`${report.report}.${extension}`, contentType, content)
    })
})

export const layer = Layer.succeed(ArtifactRenderer, make)
