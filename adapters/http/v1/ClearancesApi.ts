// The clearance record endpoints (our extension under /v1): list with filters and read. Records are written
// by the talent-clearance agent only. Scope talent:read.
import * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import * as HttpApiSchema from "@effect/platform/HttpApiSchema"
import * as OpenApi from "@effect/platform/OpenApi"
import { Schema } from "effect"
import { ClearanceRecord, VERDICTS } from "../../../domain/clearance/Clearance.js"
import { AgentRunId, AssetId, TalentId } from "../../../domain/platform/Ids.js"
import { CursorParam, Limit } from "../../../domain/platform/Pagination.js"
import { oneOf } from "../../../domain/platform/Validation.js"
import { List, Single } from "./Envelope.js"
import { Authentication } from "./Security.js"
import { strict } from "./Strict.js"

const id = HttpApiSchema.param("id", Schema.String.annotations({ description: "The clearance record's id (clr_…)" }))

export const ListClearancesParams = strict(
  Schema.Struct({
    limit: Schema.optional(Limit),
    cursor: Schema.optional(CursorParam),
    asset_id: Schema.optional(AssetId.annotations({ description: "Records of this asset" })),
    talent_id: Schema.optional(TalentId.annotations({ description: "Records of this talent" })),
    verdict: Schema.optional(oneOf(VERDICTS).annotations({ description: "pass or fail" })),
    run_id: Schema.optional(AgentRunId.annotations({ description: "Records written by this agent run" }))
  })
)

export class ClearancesApi extends HttpApiGroup.make("clearances")
  .add(
    HttpApiEndpoint.get("list", "/clearances")
      .setUrlParams(ListClearancesParams)
      .addSuccess(List(ClearanceRecord))
      .annotate(OpenApi.Summary, "List clearance records, newest first")
      .annotate(
        OpenApi.Description,
        "The verdicts the talent-clearance agent recorded, newest first. Filter by asset, agent run or verdict. Scope talent:read."
      )
  )
  .add(
    HttpApiEndpoint.get("get")`/clearances/${id}`
      .addSuccess(Single(ClearanceRecord))
      .annotate(OpenApi.Summary, "Read a clearance record")
      .annotate(
        OpenApi.Description,
        "One clearance verdict: the asset, the channels, territory and date checked, pass or fail, and the reasons with the contracts they come from. Scope talent:read."
      )
  )
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Clearances")
  .annotate(
    OpenApi.Description,
    "Clearance records written by the talent-clearance agent: per asset and talent, the verdict on every " +
      "requested channel with every reason and the contract and field that decided. An extension of the spec. " +
      "Read-only; scope talent:read."
  ) {}
