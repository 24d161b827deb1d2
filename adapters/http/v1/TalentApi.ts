// The talent profile endpoints (our extension under /v1; the spec names talent profiles but no endpoints):
// list, create, read, partial update and soft delete. Scopes talent:read / talent:write.
import * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import * as HttpApiSchema from "@effect/platform/HttpApiSchema"
import * as OpenApi from "@effect/platform/OpenApi"
import { Schema } from "effect"
import { CursorParam, Limit } from "../../../domain/platform/Pagination.js"
import { CreateTalent, Talent, TalentPatch } from "../../../domain/talent/Talent.js"
import { MatchDecisionView, ReviewMatch } from "../../../application/clearance/TalentFaces.js"
import { Deleted, List, Single } from "./Envelope.js"
import { Authentication } from "./Security.js"
import { strict } from "./Strict.js"

const id = HttpApiSchema.param("id", Schema.String.annotations({ description: "The talent's id (tal_…)" }))

export const ListTalentParams = strict(
  Schema.Struct({
    limit: Schema.optional(Limit),
    cursor: Schema.optional(CursorParam),
    name: Schema.optional(Schema.String.annotations({ description: "The name or one of the aliases, ignoring case" })),
    agency: Schema.optional(Schema.String.annotations({ description: "The agency, ignoring case" }))
  })
)

export class TalentApi extends HttpApiGroup.make("talent")
  .add(
    HttpApiEndpoint.get("list", "/talent")
      .setUrlParams(ListTalentParams)
      .addSuccess(List(Talent))
      .annotate(OpenApi.Summary, "List talent profiles, newest first")
      .annotate(
        OpenApi.Description,
        "Talent profiles of the workspace, newest first, a page at a time. Filter by `agency` (ignoring case). Scope talent:read."
      )
  )
  .add(
    HttpApiEndpoint.post("create", "/talent")
      .setPayload(strict(CreateTalent))
      .addSuccess(Single(Talent), { status: 201 })
      .annotate(OpenApi.Summary, "Create a talent profile")
      .annotate(
        OpenApi.Description,
        "Reference media (headshot_asset_ids, voice_sample_asset_ids) must name assets of the workspace."
      )
  )
  .add(
    HttpApiEndpoint.get("get")`/talent/${id}`
      .addSuccess(Single(Talent))
      .annotate(OpenApi.Summary, "Read a talent profile")
      .annotate(
        OpenApi.Description,
        "One talent profile by id: name, aliases, agency and contact details. Scope talent:read."
      )
  )
  .add(
    HttpApiEndpoint.patch("update")`/talent/${id}`
      .setPayload(strict(TalentPatch))
      .addSuccess(Single(Talent))
      .annotate(OpenApi.Summary, "Change some fields of a talent profile")
      .annotate(
        OpenApi.Description,
        "Changes only the fields given (`agency: null` clears the agency); the result is checked as a whole. Scope talent:write."
      )
  )
  .add(
    HttpApiEndpoint.del("delete")`/talent/${id}`
      .addSuccess(Single(Deleted))
      .annotate(OpenApi.Summary, "Delete a talent profile (soft delete: kept for audit; contracts keep naming it)")
      .annotate(
        OpenApi.Description,
        "The profile is no longer listed or readable; contracts and clearance records that name it keep doing so. Scope talent:write."
      )
  )
  .add(
    HttpApiEndpoint.post("reviewMatch")`/assets/${HttpApiSchema.param(
      "id",
      Schema.String.annotations({ description: "The asset's id (ast_…)" })
    )}/talent-matches`
      .setPayload(strict(ReviewMatch))
      .addSuccess(Single(MatchDecisionView), { status: 201 })
      .annotate(OpenApi.Summary, "Confirm or reject a face match of the talent-clearance agent")
      .annotate(
        OpenApi.Description,
        "A person's decision on a face the talent-clearance agent matched (or possibly matched) to a talent, naming " +
          "the face by the box (and at_seconds for video) the run reported. `reject` (not this person) is " +
          "remembered: that face of this asset is never matched to that talent again. `confirm` links the talent " +
          "to the asset. Both are appended to the asset's provenance (talent_match_confirmed / " +
          "talent_match_rejected) with the deciding key. Scopes talent:write and assets:write."
      )
  )
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Talent")
  .annotate(
    OpenApi.Description,
    "Talent profiles: the people who may appear in assets. An extension of the spec, which names talent profiles " +
      "but no endpoints. Scopes: talent:read to read, talent:write to change."
  ) {}
