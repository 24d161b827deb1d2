// Handlers of the taxonomy endpoints: decode (done by HttpApi) → use case → envelope.
import { HttpApiBuilder } from "effect/http-api"
import { Effect } from "effect"
import * as Taxonomies from "../../../application/tagging/Taxonomies.js"
import { ApiV1 } from "./Api.js"
import { compiledFor } from "./CompiledResponses.js"
import { deleted, list, single } from "./Envelope.js"
import { Ids } from "../../../application/platform/ports/Ids.js"
import { Transactor } from "../../../application/platform/ports/Transactor.js"
import { TaxonomyRepository } from "../../../application/tagging/ports/TaxonomyRepository.js"
import { ApiErrors } from "./Errors.js"
import { builtWith } from "./GroupServices.js"
import { Authentication } from "./Security.js"

const compiledTaxonomies = compiledFor(ApiV1, "taxonomies")

export const layer = builtWith(
  Authentication,
  ApiErrors,
  Ids,
  Transactor,
  TaxonomyRepository
)(
  HttpApiBuilder.group(ApiV1, "taxonomies", (handlers) =>
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
)
