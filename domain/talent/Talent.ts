// Talent profiles: the people who may appear in assets. Reference media (headshots, voice samples) are asset
// ids, checked to exist when set. The encoded form (snake_case) is the API representation.
import { Array as Arr, type DateTime, Schema } from "effect"
import { listOf, trimmedText } from "../platform/Fields.js"
import { AssetId, TalentId } from "../platform/Ids.js"
import { Email } from "../platform/User.js"

export const TalentName = trimmedText(200)
export const Aliases = listOf(
  trimmedText(200, "An alias, 1 to 200 characters; surrounding whitespace is trimmed"),
  50
).annotations({
  description: "Other names the talent is known by (stage names, spellings); up to 50"
})
export const Agency = trimmedText(200, "The representing agency, 1 to 200 characters")
export const Notes = Schema.String.pipe(Schema.maxLength(5000, { message: () => "too_long" })).annotations({
  description: "Free text, up to 5000 characters"
})
export const AssetIds = listOf(AssetId, 50)

export const Contact = Schema.Struct({
  email: Schema.optionalWith(Schema.NullOr(Email), { default: () => null }),
  phone: Schema.optionalWith(Schema.NullOr(trimmedText(50, "A phone number in any format, up to 50 characters")), {
    default: () => null
  })
}).annotations({ identifier: "TalentContact", description: "How to reach the talent or their representative" })
export type Contact = typeof Contact.Type

export class Talent extends Schema.Class<Talent>("Talent")({
  id: TalentId,
  name: Schema.String,
  aliases: Schema.Array(Schema.String),
  agency: Schema.NullOr(Schema.String),
  contact: Schema.Struct({ email: Schema.NullOr(Schema.String), phone: Schema.NullOr(Schema.String) }),
  headshotAssetIds: Schema.propertySignature(Schema.Array(AssetId)).pipe(Schema.fromKey("headshot_asset_ids")),
  voiceSampleAssetIds: Schema.propertySignature(Schema.Array(AssetId)).pipe(Schema.fromKey("voice_sample_asset_ids")),
  notes: Schema.NullOr(Schema.String),
  createdAt: Schema.propertySignature(Schema.DateTimeUtc).pipe(Schema.fromKey("created_at")),
  updatedAt: Schema.propertySignature(Schema.DateTimeUtc).pipe(Schema.fromKey("updated_at"))
}) {}

const referenceMedia = {
  headshotAssetIds: Schema.optional(AssetIds.annotations({ description: "Asset ids of headshots, up to 50" })).pipe(
    Schema.fromKey("headshot_asset_ids")
  ),
  voiceSampleAssetIds: Schema.optional(
    AssetIds.annotations({ description: "Asset ids of voice samples, up to 50" })
  ).pipe(Schema.fromKey("voice_sample_asset_ids"))
}

export const CreateTalent = Schema.Struct({
  name: TalentName,
  aliases: Schema.optional(Aliases),
  agency: Schema.optional(Schema.NullOr(Agency)),
  contact: Schema.optional(Contact),
  ...referenceMedia,
  notes: Schema.optional(Schema.NullOr(Notes))
}).annotations({ identifier: "CreateTalent" })
export type CreateTalent = typeof CreateTalent.Type

export const TalentPatch = Schema.Struct({
  name: Schema.optional(TalentName),
  aliases: Schema.optional(Aliases),
  agency: Schema.optional(Schema.NullOr(Agency)),
  contact: Schema.optional(Contact),
  ...referenceMedia,
  notes: Schema.optional(Schema.NullOr(Notes))
}).annotations({
  identifier: "TalentPatch",
  description: "The fields to change; absent fields stay as they are. contact and the id lists are replaced whole"
})
export type TalentPatch = typeof TalentPatch.Type

export interface TalentFilter {
  /** Matches the name or any alias, ignoring case. */
  readonly name?: string | undefined
  /** Matches the agency, ignoring case. */
  readonly agency?: string | undefined
}

/** Newest first, by id (ids are time-sortable). */
export const TalentSortKey = Schema.Tuple(TalentId)
export const talentSortKey = (t: Talent): readonly [TalentId] => [t.id]

/** The asset ids a talent refers to, for the existence check. */
export const assetReferences = (input: {
  readonly headshotAssetIds?: ReadonlyArray<AssetId> | undefined
  readonly voiceSampleAssetIds?: ReadonlyArray<AssetId> | undefined
}): ReadonlyArray<readonly [field: string, ids: ReadonlyArray<AssetId>]> => [
  ["headshot_asset_ids", input.headshotAssetIds ?? []],
  ["voice_sample_asset_ids", input.voiceSampleAssetIds ?? []]
]

export const create = (id: TalentId, input: CreateTalent, now: DateTime.Utc): Talent =>
  new Talent({
    id,
    name: input.name,
    aliases: Arr.dedupe(input.aliases ?? []),
    agency: input.agency ?? null,
    contact: input.contact ?? { email: null, phone: null },
    headshotAssetIds: Arr.dedupe(input.headshotAssetIds ?? []),
    voiceSampleAssetIds: Arr.dedupe(input.voiceSampleAssetIds ?? []),
    notes: input.notes ?? null,
    createdAt: now,
    updatedAt: now
  })

const sameTalent = Schema.equivalence(Talent)

/** Applies a patch; `updatedAt` moves only when something really changed. */
export const applyPatch = (talent: Talent, patch: TalentPatch, now: DateTime.Utc): Talent => {
  const next = {
    name: patch.name ?? talent.name,
    aliases: patch.aliases === undefined ? talent.aliases : Arr.dedupe(patch.aliases),
    agency: patch.agency === undefined ? talent.agency : patch.agency,
    contact: patch.contact ?? talent.contact,
    headshotAssetIds:
      patch.headshotAssetIds === undefined ? talent.headshotAssetIds : Arr.dedupe(patch.headshotAssetIds),
    voiceSampleAssetIds:
      patch.voiceSampleAssetIds === undefined ? talent.voiceSampleAssetIds : Arr.dedupe(patch.voiceSampleAssetIds),
    notes: patch.notes === undefined ? talent.notes : patch.notes
  }
  const candidate = new Talent({ ...talent, ...next })
  return sameTalent(candidate, talent) ? talent : new Talent({ ...candidate, updatedAt: now })
}
