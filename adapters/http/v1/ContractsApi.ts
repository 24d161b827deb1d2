// The contract endpoints (our extension under /v1): list with filters talent_id, status and
// expiring_within_days, create, read, partial update and soft delete. Scopes talent:read / talent:write.
import * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import * as HttpApiSchema from "@effect/platform/HttpApiSchema"
import * as OpenApi from "@effect/platform/OpenApi"
import { Schema } from "effect"
import { CONTRACT_STATUSES, ContractPatch, ContractView, CreateContract } from "../../../domain/contracts/Contract.js"
import { TalentId } from "../../../domain/platform/Ids.js"
import { CursorParam, Limit } from "../../../domain/platform/Pagination.js"
import { integerParam, oneOf } from "../../../domain/platform/Validation.js"
import { Deleted, List, Single } from "./Envelope.js"
import { Authentication } from "./Security.js"
import { strict } from "./Strict.js"

const id = HttpApiSchema.param("id", Schema.String.annotations({ description: "The contract's id (ctr_…)" }))

export const MAX_EXPIRING_WITHIN_DAYS = 3650

const ExpiringWithinDays = integerParam({
  minimum: 0,
  maximum: MAX_EXPIRING_WITHIN_DAYS,
  description:
    "Active contracts whose end_date is within this many days from today (0 = ending today), " +
    `0 to ${MAX_EXPIRING_WITHIN_DAYS}`
})

export const ListContractsParams = strict(
  Schema.Struct({
    limit: Schema.optional(Limit),
    cursor: Schema.optional(CursorParam),
    talent_id: Schema.optional(TalentId.annotations({ description: "Contracts naming this talent" })),
    status: Schema.optional(
      oneOf(CONTRACT_STATUSES).annotations({
        description: "draft, active, expired or terminated, judged on today's UTC date"
      })
    ),
    expiring_within_days: Schema.optional(ExpiringWithinDays)
  })
)

export class ContractsApi extends HttpApiGroup.make("contracts")
  .add(
    HttpApiEndpoint.get("list", "/contracts")
      .setUrlParams(ListContractsParams)
      .addSuccess(List(ContractView))
      .annotate(OpenApi.Summary, "List contracts, newest first")
      .annotate(
        OpenApi.Description,
        "Contracts of the workspace, newest first, a page at a time. Filter by talent, status (judged on today's UTC date) or contracts ending within N days. Scope talent:read."
      )
  )
  .add(
    HttpApiEndpoint.post("create", "/contracts")
      .setPayload(strict(CreateContract))
      .addSuccess(Single(ContractView), { status: 201 })
      .annotate(OpenApi.Summary, "Record a contract")
      .annotate(
        OpenApi.Description,
        "talent_ids must name talent of the workspace, source_asset_id an asset of the workspace, territories " +
          "ISO 3166-1 alpha-2 codes or worldwide, distribution_channels the workspace's channels."
      )
  )
  .add(
    HttpApiEndpoint.get("get")`/contracts/${id}`
      .addSuccess(Single(ContractView))
      .annotate(OpenApi.Summary, "Read a contract")
      .annotate(
        OpenApi.Description,
        "One contract by id: parties, term, territories, channels, restrictions and its current status. Scope talent:read."
      )
  )
  .add(
    HttpApiEndpoint.patch("update")`/contracts/${id}`
      .setPayload(strict(ContractPatch))
      .addSuccess(Single(ContractView))
      .annotate(OpenApi.Summary, "Change some fields of a contract (status terminated ends it)")
      .annotate(
        OpenApi.Description,
        "Changes only the fields given; the result is checked as a whole (e.g. end_date not before start_date). Setting `status` to terminated ends the contract for every later clearance. Scope talent:write."
      )
  )
  .add(
    HttpApiEndpoint.del("delete")`/contracts/${id}`
      .addSuccess(Single(Deleted))
      .annotate(OpenApi.Summary, "Delete a contract (soft delete: kept for audit)")
      .annotate(
        OpenApi.Description,
        "The contract is no longer listed or used by clearance checks; its record is kept for audit. Scope talent:write."
      )
  )
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Contracts")
  .annotate(
    OpenApi.Description,
    "Talent contracts: what each talent granted (channels, territories, period) and the restrictions. An " +
      "extension of the spec, whose talent-clearance agent cross-references contract records. status is derived " +
      "when read. Scopes: talent:read to read, talent:write to change."
  ) {}
