// Handlers of the taxonomy endpoints: decode (done by HttpApi) → use case → envelope.
import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import { Effect } from "effect"
import * as Taxonomies from "../../../application/tagging/Taxonomies.js"
import { ApiV1 } from "./Api.js"
import { deleted, list, single } from "./Envelope.js"
import { Ids } from "../../../application/platform/ports/Ids.js"
import { Transactor } from "../../../application/platform/ports/Transactor.js"
import { TaxonomyRepository } from "../../../application/tagging/ports/TaxonomyRepository.js"
import { Authentication } from "./Security.js"
import { compiledResponses } from "./CompiledResponses.js"
import { withOnly } from "./GroupContext.js"

export const layer = HttpApiBuilder.group(ApiV1, "taxonomies", (handlers) =>
  compiledResponses(
    handlers
      .handle("list", ({ urlParams }) => Effect.flatMap(Taxonomies.listTaxonomies(urlParams), list))
      .handle("create", ({ payload }) => Effect.flatMap(Taxonomies.createTaxonomy(payload), single))
      .handle("get", ({ path }) => Effect.flatMap(Taxonomies.getTaxonomy(path.id), single))
      .handle("update", ({ path, payload }) => Effect.flatMap(Taxonomies.updateTaxonomy(path.id, payload), single))
      .handle("delete", ({ path }) => Effect.flatMap(Taxonomies.deleteTaxonomy(path.id), ({ id }) => deleted(id)))
  )
).pipe(withOnly(Ids, Transactor, TaxonomyRepository, Authentication))
