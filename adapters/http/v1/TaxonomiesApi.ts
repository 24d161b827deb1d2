// The taxonomy endpoints (our extension under /v1; the spec's asset tagger applies "tags from the workspace
// taxonomy" and takes its name as input): list, create, read, partial update and soft delete.
// Scopes assets:read / assets:write.
import * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import * as HttpApiSchema from "@effect/platform/HttpApiSchema"
import * as OpenApi from "@effect/platform/OpenApi"
import { Schema } from "effect"
import { CursorParam, Limit } from "../../../domain/platform/Pagination.js"
import { CreateTaxonomy, Taxonomy, TaxonomyPatch } from "../../../domain/tagging/Taxonomy.js"
import { Deleted, List, Single } from "./Envelope.js"
import { ConflictWire } from "./Errors.js"
import { Authentication } from "./Security.js"
import { strict } from "./Strict.js"

const id = HttpApiSchema.param("id", Schema.String.annotations({ description: "The taxonomy's id (txn_…)" }))

export const ListTaxonomiesParams = strict(
  Schema.Struct({
    limit: Schema.optional(Limit),
    cursor: Schema.optional(CursorParam),
    name: Schema.optional(Schema.String.annotations({ description: "The taxonomy's name, ignoring case" }))
  })
)

const termRules =
  "Each term has a label, an optional parent (the label of another term of the same taxonomy; no cycles) and " +
  "synonyms. Labels and synonyms are unique in the taxonomy, ignoring case and reading - _ / as spaces. The name " +
  "is unique in the workspace ignoring case (409 conflict on name otherwise)."

export class TaxonomiesApi extends HttpApiGroup.make("taxonomies")
  .add(
    HttpApiEndpoint.get("list", "/taxonomies")
      .setUrlParams(ListTaxonomiesParams)
      .addSuccess(List(Taxonomy))
      .annotate(OpenApi.Summary, "List taxonomies, newest first")
      .annotate(
        OpenApi.Description,
        "The workspace's taxonomies (named term lists the asset tagger matches against), newest first, a page at a time. Scope assets:read."
      )
  )
  .add(
    HttpApiEndpoint.post("create", "/taxonomies")
      .setPayload(strict(CreateTaxonomy))
      .addSuccess(Single(Taxonomy), { status: 201 })
      .addError(ConflictWire)
      .annotate(OpenApi.Summary, "Create a taxonomy")
      .annotate(OpenApi.Description, termRules)
  )
  .add(
    HttpApiEndpoint.get("get")`/taxonomies/${id}`
      .addSuccess(Single(Taxonomy))
      .annotate(OpenApi.Summary, "Read a taxonomy")
      .annotate(OpenApi.Description, "One taxonomy with all its terms, their parents and synonyms. Scope assets:read.")
  )
  .add(
    HttpApiEndpoint.patch("update")`/taxonomies/${id}`
      .setPayload(strict(TaxonomyPatch))
      .addSuccess(Single(Taxonomy))
      .addError(ConflictWire)
      .annotate(OpenApi.Summary, "Change some fields of a taxonomy (terms are replaced whole)")
      .annotate(OpenApi.Description, termRules)
  )
  .add(
    HttpApiEndpoint.del("delete")`/taxonomies/${id}`
      .addSuccess(Single(Deleted))
      .annotate(OpenApi.Summary, "Delete a taxonomy (soft delete: its name becomes free again)")
      .annotate(
        OpenApi.Description,
        "The taxonomy is no longer listed or usable by new tagger runs, and its name can be used again; runs that already used it keep their results. Scope assets:write."
      )
  )
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Taxonomies")
  .annotate(
    OpenApi.Description,
    "Workspace taxonomies: the vocabulary the asset-tagger agent tags assets with (its inputs.taxonomy is a " +
      "taxonomy name). An extension of the spec. Scopes: assets:read to read, assets:write to change."
  ) {}
