// The clearance record endpoints (our extension under /v1): list with filters and read. Records are written
// by the talent-clearance agent only. Scope talent:read.
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { Schema } from "effect"
import * as Wire from "../../../domain/platform/Wire.js"
import { ClearanceRecord, VERDICTS } from "../../../domain/clearance/Clearance.js"
import { AgentRunId, AssetId, TalentId } from "../../../domain/platform/Ids.js"
import { CursorParam, Limit } from "../../../domain/platform/Pagination.js"
import { oneOf } from "../../../domain/platform/Validation.js"
import { List, Single } from "./Envelope.js"
import { Authentication } from "./Security.js"

const id = Schema.String.annotate({ description: "The clearance record's id (clr_…)" })

export const ListClearancesParams = Schema.Struct({
  limit: Schema.optionalKey(Limit),
  cursor: Schema.optionalKey(CursorParam),
  asset_id: Schema.optionalKey(Wire.described(AssetId, "Records of this asset")),
  talent_id: Schema.optionalKey(Wire.described(TalentId, "Records of this talent")),
  verdict: Schema.optionalKey(Wire.described(oneOf(VERDICTS), "pass or fail")),
  run_id: Schema.optionalKey(Wire.described(AgentRunId, "Records written by this agent run"))
})

export class ClearancesApi extends HttpApiGroup.make("clearances")
  .add(
    HttpApiEndpoint.get("list", "/clearances", { query: ListClearancesParams, success: List(ClearanceRecord) })
      .annotate(OpenApi.Summary, "List clearance records, newest first")
      .annotate(
        OpenApi.Description,
        "The verdicts the talent-clearance agent recorded, newest first. Filter by asset, agent run or verdict. Scope talent:read."
      )
  )
  .add(
    HttpApiEndpoint.get("get", "/clearances/:id", { params: { id }, success: Single(ClearanceRecord) })
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
