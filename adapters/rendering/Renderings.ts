// ArtifactRenderer: the Markdown, HTML and CSV renderings of the agents' JSON results, all pure functions of it.
import { Effect, Layer } from "effect"
import { ArtifactRenderer } from "../../application/ports/ArtifactRenderer.js"
import * as ContractReviewMarkdown from "./ContractReviewMarkdown.js"

export const make = ArtifactRenderer.of({
  contractReview: (document) =>
    Effect.sync(() => ({
      name: "contract-review.md",
      contentType: "text/markdown; charset=utf-8",
      content: ContractReviewMarkdown.render(document)
    }))
})

export const layer = Layer.succeed(ArtifactRenderer, make)
