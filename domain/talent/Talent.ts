// Talent profiles: the people who may appear in assets. Reference media (headshots, voice samples) are asset
// ids, checked to exist when set. The encoded form (snake_case) is the API representation.
import { Array as Arr, type DateTime, Effect, Schema } from "effect"
import * as Wire from "../platform/Wire.js"
import { listOf, trimmedText } from "../platform/Fields.js"
import { AssetId, TalentId } from "../platform/Ids.js"
import { Email } from "../platform/User.js"

export const TalentName = trimmedText(200)
export const Aliases = listOf(
  trimmedText(200, "An alias, 1 to 200 characters; surrounding whitespace is trimmed"),
  50,
  "Other names the talent is known by (stage names, spellings); up to 50"
)
export const Agency = trimmedText(200, "The representing agency, 1 to 200 characters")
export const Notes = Schema.String.check(Schema.isMaxLength(5000, { message: "too_long" })).annotate({
  description: "Free text, up to 5000 characters"
})
export const AssetIds = listOf(AssetId, 50)

export const Contact = Schema.Struct({
  email: Schema.NullOr(Email).pipe(Schema.withDecodingDefaultTypeKey(Effect.succeed(null))),
  phone: Schema.NullOr(trimmedText(50, "A phone number in any format, up to 50 characters")).pipe(
    Schema.withDecodingDefaultTypeKey(Effect.succeed(null))
  )
}).annotate({ identifier: "TalentContact", description: "How to reach the talent or their representative" })
export type Contact = typeof Contact.Type

const referenceKeys = { headshotAssetIds: "headshot_asset_ids", voiceSampleAssetIds: "voice_sample_asset_ids" } as const

export class Talent extends Schema.Class<Talent>("Talent")(
  Wire.fields(
    "Talent",
    {
      id: TalentId,
      name: Schema.String,
      aliases: Schema.Array(Schema.String),
      agency: Schema.NullOr(Schema.String),
      contact: Schema.Struct({ email: Schema.NullOr(Schema.String), phone: Schema.NullOr(Schema.String) }),
      headshotAssetIds: Schema.Array(AssetId),
      voiceSampleAssetIds: Schema.Array(AssetId),
      notes: Schema.NullOr(Schema.String),
      createdAt: Wire.DateTimeUtc,
      updatedAt: Wire.DateTimeUtc
    },
    { ...referenceKeys, createdAt: "created_at", updatedAt: "updated_at" }
  )
) {}

const referenceMedia = {
  headshotAssetIds: Schema.optionalKey(listOf(AssetId, 50, "Asset ids of headshots, up to 50")),
  voiceSampleAssetIds: Schema.optionalKey(listOf(AssetId, 50, "Asset ids of voice samples, up to 50"))
}

export const CreateTalent = Wire.struct(
  "CreateTalent",
  {
    name: TalentName,
    aliases: Schema.optionalKey(Aliases),
    agency: Schema.optionalKey(Schema.NullOr(Agency)),
    contact: Schema.optionalKey(Contact),
    ...referenceMedia,
    notes: Schema.optionalKey(Schema.NullOr(Notes))
  },
  referenceKeys
)
export type CreateTalent = typeof CreateTalent.Type

export const TalentPatch = Wire.struct(
  "TalentPatch",
  {
    name: Schema.optionalKey(TalentName),
    aliases: Schema.optionalKey(Aliases),
    agency: Schema.optionalKey(Schema.NullOr(Agency)),
    contact: Schema.optionalKey(Contact),
    ...referenceMedia,
    notes: Schema.optionalKey(Schema.NullOr(Notes))
  },
  referenceKeys,
  { description: "The fields to change; absent fields stay as they are. contact and the id lists are replaced whole" }
)
export type TalentPatch = typeof TalentPatch.Type

export interface TalentFilter {
  /** Matches the name or any alias, ignoring case. */
  readonly name?: string | undefined
  /** Matches the agency, ignoring case. */
  readonly agency?: string | undefined
}

/** Newest first, by id (ids are time-sortable). */
export const TalentSortKey = Schema.Tuple([TalentId])
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

const sameTalent = Schema.toEquivalence(Talent)

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
