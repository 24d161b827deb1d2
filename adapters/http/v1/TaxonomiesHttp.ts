// Handlers of the taxonomy endpoints: decode (done by HttpApi) → use case → envelope.
import { HttpApiBuilder } from "effect/http-api"
import { Effect } from "effect"
import * as Taxonomies from "../../../application/tagging/Taxonomies.js"
import { ApiV1 } from "./Api.js"
import { compiledFor } from "./CompiledResponses.js"
import { deleted, list, single } from "./Envelope.js"

const compiledTaxonomies = compiledFor(ApiV1, "taxonomies")

export const layer = HttpApiBuilder.group(ApiV1, "taxonomies", (handlers) =>
  handlers
    .handle(
      "list",
      compiledTaxonomies("list", ({ query }) => Effect.flatMap(Taxonomies.listTaxonomies(query), list))
    )
    .handle(
      "create",
      compiledTaxonomies("create", ({ payload }) => Effect.flatMap(Taxonomies.createTaxonomy(payload), single))
    )
    .handle(
      "get",
      compiledTaxonomies("get", ({ params }) => Effect.flatMap(Taxonomies.getTaxonomy(params.id), single))
    )
    .handle(
      "update",
      compiledTaxonomies("update", ({ params, payload }) =>
        Effect.flatMap(Taxonomies.updateTaxonomy(params.id, payload), single)
      )
    )
    .handle(
      "delete",
      compiledTaxonomies("delete", ({ params }) =>
        Effect.flatMap(Taxonomies.deleteTaxonomy(params.id), ({ id }) => deleted(id))
      )
    )
)
