// Talent contracts: who (talent ids), what is granted (distribution channels, territories, the period from
// start_date to end_date inclusive) and the restrictions. Status is never stored: `draft` until a person confirms
// a contract the reviewer proposed, then `terminated` from the termination date, `expired` from the end date,
// both judged on the day the contract is read. A draft never grants rights (the clearance engine ignores it).
import { Array as Arr, type DateTime, Effect, Result, Schema, SchemaTransformation } from "effect"
import * as Wire from "../platform/Wire.js"
import { addDays, CalendarDate } from "../platform/CalendarDate.js"
import { ChannelName, MAX_CHANNELS } from "../platform/DistributionChannel.js"
import { ValidationError } from "../platform/Errors.js"
import { describedText, listOf, nonEmptyListOf, trimmedText } from "../platform/Fields.js"
import { AssetId, ContractId, TalentId } from "../platform/Ids.js"
import { Territory } from "../platform/Territory.js"
import { oneOf } from "../platform/Validation.js"

/** A product category such as `alcohol`; compared ignoring case (stored in lower case). */
export const ProductCategory = Schema.Trim.pipe(
  Schema.decodeTo(
    Schema.String.check(
      Schema.isTrimmed(),
      Schema.isLowercased(),
      Schema.isMinLength(1, { message: "too_short" }),
      Schema.isMaxLength(100, { message: "too_long" })
    ),
    SchemaTransformation.toLowerCase()
  ),
  describedText(
    "A product category, e.g. alcohol or tobacco; 1 to 100 characters, case is ignored",
    { minLength: 1, maxLength: 100 },
    "ProductCategory"
  )
)

export const TextRestriction = Schema.Struct({
  type: Schema.Literal("text"),
  text: trimmedText(2000, "The restriction in words, 1 to 2000 characters")
}).annotate({
  identifier: "TextRestriction",
  description: "A restriction in words; clearance cannot evaluate it and flags it for review"
})

export const ExcludedProductCategories = Schema.Struct({
  type: Schema.Literal("excluded_product_categories"),
  categories: nonEmptyListOf(ProductCategory, 50)
}).annotate({
  identifier: "ExcludedProductCategories",
  description: "The talent may not be used to promote these product categories"
})

export const ExcludedTerritories = Schema.Struct({
  type: Schema.Literal("excluded_territories"),
  territories: nonEmptyListOf(Territory, 250)
}).annotate({
  identifier: "ExcludedTerritories",
  description: "Uses in these territories are not allowed, even under a worldwide grant"
})

export const Restriction = Schema.Union([TextRestriction, ExcludedProductCategories, ExcludedTerritories]).annotate({
  identifier: "Restriction"
})
export type Restriction = typeof Restriction.Type

export const Party = Schema.Struct({
  name: trimmedText(200, "The party's name, 1 to 200 characters"),
  role: Schema.NullOr(trimmedText(100, "The party's role, e.g. talent, agency, licensee; 1 to 100 characters")).pipe(
    Schema.withDecodingDefaultTypeKey(Effect.succeed(null))
  )
}).annotate({ identifier: "ContractParty", description: "A party to the contract, e.g. the licensee or the agency" })
export type Party = typeof Party.Type

export const CONTRACT_STATUSES = ["draft", "active", "expired", "terminated"] as const
export const ContractStatus = Schema.Literals(CONTRACT_STATUSES).annotate({
  identifier: "ContractStatus",
  description:
    "Derived when read: draft until confirmed (PATCH status active), then terminated from termination_date, " +
    "expired from end_date, else active"
})
export type ContractStatus = typeof ContractStatus.Type

/** The statuses a client may set; `expired` only ever follows from the end date, `draft` from the reviewer. */
export const SettableStatus = Wire.described(
  oneOf(["active", "terminated"]),
  "terminated sets termination_date (default: today); active clears it and confirms a draft. expired and " +
    "draft cannot be set"
)

const nullableDate = Schema.NullOr(CalendarDate)

const contractKeys = {
  talentIds: "talent_ids",
  sourceAssetId: "source_asset_id",
  signedDate: "signed_date",
  startDate: "start_date",
  endDate: "end_date",
  distributionChannels: "distribution_channels",
  terminationDate: "termination_date",
  createdAt: "created_at",
  updatedAt: "updated_at"
} as const

export class Contract extends Schema.Class<Contract>("ContractTerms")(
  Wire.fields(
    "ContractTerms",
    {
      id: ContractId,
      talentIds: Schema.Array(TalentId),
      title: Schema.String,
      sourceAssetId: Schema.NullOr(AssetId),
      parties: Schema.Array(Schema.Struct({ name: Schema.String, role: Schema.NullOr(Schema.String) })),
      signedDate: nullableDate,
      startDate: CalendarDate,
      endDate: nullableDate,
      territories: Schema.Array(Territory),
      distributionChannels: Schema.Array(Schema.String),
      exclusive: Schema.Boolean,
      restrictions: Schema.Array(Restriction),
      terminationDate: nullableDate,
      /** Proposed by the contract reviewer and not yet confirmed by a person; shown as status `draft`. */
      draft: Schema.Boolean,
      createdAt: Wire.DateTimeUtc,
      updatedAt: Wire.DateTimeUtc
    },
    contractKeys
  )
) {}

const { draft: _draft, ...viewFields } = Contract.fields

/** A contract as the API returns it: the stored terms plus the status on the day of reading (draft included). */
export class ContractView extends Schema.Class<ContractView>("Contract")(
  Wire.fields(
    "Contract",
    {
      ...viewFields,
      status: ContractStatus
    },
    contractKeys
  )
) {}

/**
 * The status of a contract on `date`: a draft is a draft whatever its dates; then termination wins over expiry;
 * a future termination is not yet in force.
 */
export const statusOn = (
  contract: {
    readonly draft: boolean
    readonly terminationDate: CalendarDate | null
    readonly endDate: CalendarDate | null
  },
  date: CalendarDate
): ContractStatus =>
  contract.draft
    ? "draft"
    : contract.terminationDate !== null && contract.terminationDate <= date
      ? "terminated"
      : contract.endDate !== null && contract.endDate < date
        ? "expired"
        : "active"

export const view = (contract: Contract, today: CalendarDate): ContractView => {
  const { draft: _, ...fields } = contract
  return new ContractView({ ...fields, status: statusOn(contract, today) })
}

const terms = {
  title: trimmedText(200, "A short title for the contract, 1 to 200 characters"),
  sourceAssetId: Schema.optionalKey(Schema.NullOr(AssetId)),
  parties: Schema.optionalKey(listOf(Party, 20)),
  signedDate: Schema.optionalKey(nullableDate),
  startDate: CalendarDate,
  endDate: Schema.optionalKey(nullableDate),
  territories: nonEmptyListOf(Territory, 250),
  distributionChannels: nonEmptyListOf(ChannelName, MAX_CHANNELS),
  exclusive: Schema.optionalKey(Schema.Boolean),
  restrictions: Schema.optionalKey(listOf(Restriction, 50)),
  status: Schema.optionalKey(SettableStatus),
  terminationDate: Schema.optionalKey(nullableDate)
}

export const CreateContract = Wire.struct(
  "CreateContract",
  { talentIds: nonEmptyListOf(TalentId, 50), ...terms },
  contractKeys
)
export type CreateContract = typeof CreateContract.Type

export const ContractPatch = Wire.struct(
  "ContractPatch",
  {
    talentIds: Schema.optionalKey(nonEmptyListOf(TalentId, 50)),
    title: Schema.optionalKey(terms.title),
    sourceAssetId: terms.sourceAssetId,
    parties: terms.parties,
    signedDate: terms.signedDate,
    startDate: Schema.optionalKey(CalendarDate),
    endDate: terms.endDate,
    territories: Schema.optionalKey(terms.territories),
    distributionChannels: Schema.optionalKey(nonEmptyListOf(ChannelName, MAX_CHANNELS)),
    exclusive: terms.exclusive,
    restrictions: terms.restrictions,
    status: terms.status,
    terminationDate: terms.terminationDate
  },
  contractKeys,
  { description: "The fields to change; absent fields stay as they are, lists are replaced whole" }
)
export type ContractPatch = typeof ContractPatch.Type

export interface ContractFilter {
  readonly talentId?: TalentId | undefined
  readonly status?: ContractStatus | undefined
  /** Active contracts whose end date falls within this many days from today (today included). */
  readonly expiringWithinDays?: number | undefined
}

/** Newest first, by id (ids are time-sortable). */
export const ContractSortKey = Schema.Tuple([ContractId])
export const contractSortKey = (c: Contract): readonly [ContractId] => [c.id]

/** The filter rule, shared by every adapter that cannot express it in its own query language. */
export const matches = (contract: Contract, filter: ContractFilter, today: CalendarDate): boolean => {
  const status = statusOn(contract, today)
  return (
    (filter.talentId === undefined || contract.talentIds.includes(filter.talentId)) &&
    (filter.status === undefined || status === filter.status) &&
    (filter.expiringWithinDays === undefined ||
      (status === "active" &&
        contract.endDate !== null &&
        contract.endDate <= addDays(today, filter.expiringWithinDays)))
  )
}

/** The termination date after a change of `status` and/or `termination_date`; a contradiction is an error. */
const terminationAfter = (
  current: CalendarDate | null,
  input: {
    readonly status?: "active" | "terminated" | undefined
    readonly terminationDate?: CalendarDate | null | undefined
  },
  today: CalendarDate
): Result.Result<CalendarDate | null, ValidationError> => {
  switch (input.status) {
    case "active":
      return input.terminationDate === undefined || input.terminationDate === null
        ? Result.succeed(null)
        : Result.fail(
            ValidationError.field(
              "termination_date",
              "conflicts_with_status",
              "An active contract has no termination_date; omit it or set status terminated"
            )
          )
    case "terminated":
      return input.terminationDate === null
        ? Result.fail(
            ValidationError.field("termination_date", "required", "A terminated contract needs a termination_date")
          )
        : Result.succeed(input.terminationDate ?? current ?? today)
    case undefined:
      return Result.succeed(input.terminationDate === undefined ? current : input.terminationDate)
  }
}

const checkPeriod = (contract: Contract): Result.Result<Contract, ValidationError> =>
  contract.endDate !== null && contract.endDate < contract.startDate
    ? Result.fail(
        ValidationError.field(
          "end_date",
          "before_start_date",
          `end_date ${contract.endDate} is before start_date ${contract.startDate}`
        )
      )
    : Result.succeed(contract)

export const create = (
  id: ContractId,
  input: CreateContract,
  now: DateTime.Utc,
  today: CalendarDate
): Result.Result<Contract, ValidationError> =>
  Result.flatMap(terminationAfter(null, input, today), (terminationDate) =>
    checkPeriod(
      new Contract({
        id,
        talentIds: Arr.dedupe(input.talentIds),
        title: input.title,
        sourceAssetId: input.sourceAssetId ?? null,
        parties: input.parties ?? [],
        signedDate: input.signedDate ?? null,
        startDate: input.startDate,
        endDate: input.endDate ?? null,
        territories: Arr.dedupe(input.territories),
        distributionChannels: Arr.dedupe(input.distributionChannels),
        exclusive: input.exclusive ?? false,
        restrictions: input.restrictions ?? [],
        terminationDate,
        draft: false,
        createdAt: now,
        updatedAt: now
      })
    )
  )

/** A contract proposed by the contract reviewer: the same rules as `create`, marked as a draft to confirm. */
export const createDraft = (...args: Parameters<typeof create>): Result.Result<Contract, ValidationError> =>
  Result.map(create(...args), (contract) => new Contract({ ...contract, draft: true }))

const sameContract = Schema.toEquivalence(Contract)

const draftNotConfirmed = ValidationError.field(
  "status",
  "draft_not_confirmed",
  "A draft contract cannot be terminated: confirm it first (status active), or delete it"
)

/**
 * Applies a patch; the result is the same object when nothing changed (`updatedAt` stays). `status: active`
 * confirms a draft; a draft cannot be terminated.
 */
export const applyPatch = (
  contract: Contract,
  patch: ContractPatch,
  now: DateTime.Utc,
  today: CalendarDate
): Result.Result<Contract, ValidationError> =>
  Result.flatMap(
    contract.draft && (patch.status === "terminated" || (patch.terminationDate ?? null) !== null)
      ? Result.fail(draftNotConfirmed)
      : terminationAfter(contract.terminationDate, patch, today),
    (terminationDate) => {
      const candidate = new Contract({
        ...contract,
        talentIds: patch.talentIds === undefined ? contract.talentIds : Arr.dedupe(patch.talentIds),
        title: patch.title ?? contract.title,
        sourceAssetId: patch.sourceAssetId === undefined ? contract.sourceAssetId : patch.sourceAssetId,
        parties: patch.parties ?? contract.parties,
        signedDate: patch.signedDate === undefined ? contract.signedDate : patch.signedDate,
        startDate: patch.startDate ?? contract.startDate,
        endDate: patch.endDate === undefined ? contract.endDate : patch.endDate,
        territories: patch.territories === undefined ? contract.territories : Arr.dedupe(patch.territories),
        distributionChannels:
          patch.distributionChannels === undefined
            ? contract.distributionChannels
            : Arr.dedupe(patch.distributionChannels),
        exclusive: patch.exclusive ?? contract.exclusive,
        restrictions: patch.restrictions ?? contract.restrictions,
        terminationDate,
        draft: contract.draft && patch.status !== "active"
      })
      return sameContract(candidate, contract)
        ? Result.succeed(contract)
        : checkPeriod(new Contract({ ...candidate, updatedAt: now }))
    }
  )
