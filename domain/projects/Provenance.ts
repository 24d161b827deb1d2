// An asset's chain of custody: append-only entries, each carrying the hash of the one before, so changing,
// dropping or reordering any entry breaks every later link. The hash is SHA-256 of `hashInput(entry)`.
import { DateTime, Either, Schema } from "effect"
import { AssetId } from "../platform/Ids.js"
import { canonicalJson, type JsonObject, JsonObjectSchema } from "../platform/Json.js"

export const PROVENANCE_ACTIONS = [
  "uploaded",
  "metadata_changed",
  "tagged",
  "talent_linked",
  "talent_match_confirmed",
  "talent_match_rejected",
  "cleared",
  "flagged",
  "content_read",
  "deleted"
] as const
export const ProvenanceAction = Schema.Literal(...PROVENANCE_ACTIONS).annotations({ identifier: "ProvenanceAction" })
export type ProvenanceAction = typeof ProvenanceAction.Type

/** The `prev_hash` of an asset's first entry. */
export const GENESIS_HASH = "0".repeat(64)

/** Who did it: the API key id (`key_…`), or another principal's id such as an agent run (`run_…`). */
export const Actor = Schema.String.annotations({
  description: "The id of who acted: an API key (key_…) or, for platform work, the run (run_…)"
})

export class ProvenanceEntry extends Schema.Class<ProvenanceEntry>("ProvenanceEntry")({
  assetId: Schema.propertySignature(AssetId).pipe(Schema.fromKey("asset_id")),
  seq: Schema.Int.pipe(Schema.positive()).annotations({ description: "1 for the first entry, then +1 each" }),
  action: ProvenanceAction,
  actor: Actor,
  occurredAt: Schema.propertySignature(Schema.DateTimeUtc).pipe(Schema.fromKey("occurred_at")),
  details: JsonObjectSchema,
  prevHash: Schema.propertySignature(Schema.String).pipe(Schema.fromKey("prev_hash")),
  hash: Schema.String.annotations({
    description:
      'SHA-256 (hex) of the canonical JSON (keys sorted, no whitespace) of {"v":1, asset_id, seq, action, ' +
      "actor, occurred_at, details, prev_hash}"
  })
}) {}

export type UnhashedEntry = Omit<ProvenanceEntry, "hash">

/** The exact text that is hashed: canonical JSON of the entry without its own hash, plus a format version. */
export const hashInput = (entry: UnhashedEntry): string =>
  canonicalJson({
    v: 1,
    asset_id: entry.assetId,
    seq: entry.seq,
    action: entry.action,
    actor: entry.actor,
    occurred_at: DateTime.formatIso(entry.occurredAt),
    details: entry.details,
    prev_hash: entry.prevHash
  })

/** The entry that follows `head` (none for the first), hashed with `sha256`. */
export const nextEntry = (
  head: { readonly seq: number; readonly hash: string } | undefined,
  fields: {
    readonly assetId: AssetId
    readonly action: ProvenanceAction
    readonly actor: string
    readonly occurredAt: DateTime.Utc
    readonly details: JsonObject
  },
  sha256: (text: string) => string
): ProvenanceEntry => {
  const unhashed = { ...fields, seq: (head?.seq ?? 0) + 1, prevHash: head?.hash ?? GENESIS_HASH }
  return new ProvenanceEntry({ ...unhashed, hash: sha256(hashInput(unhashed)) })
}

/** Where verification stands after some entries: the next expected seq and the hash it must link to. */
export interface ChainState {
  readonly nextSeq: number
  readonly headHash: string
}

export const CHAIN_START: ChainState = { nextSeq: 1, headHash: GENESIS_HASH }

export type ChainProblem = "sequence_gap" | "broken_link" | "hash_mismatch"

export interface ChainBreak {
  readonly seq: number
  readonly problem: ChainProblem
}

/** Checks one more entry against the chain so far. */
export const verifyStep = (
  state: ChainState,
  entry: ProvenanceEntry,
  sha256: (text: string) => string
): Either.Either<ChainState, ChainBreak> => {
  if (entry.seq !== state.nextSeq) return Either.left({ seq: state.nextSeq, problem: "sequence_gap" })
  if (entry.prevHash !== state.headHash) return Either.left({ seq: entry.seq, problem: "broken_link" })
  if (sha256(hashInput(entry)) !== entry.hash) return Either.left({ seq: entry.seq, problem: "hash_mismatch" })
  return Either.right({ nextSeq: entry.seq + 1, headHash: entry.hash })
}

/** Verifies a whole chain, in order; the first break is reported. */
export const verifyChain = (
  entries: Iterable<ProvenanceEntry>,
  sha256: (text: string) => string
): Either.Either<ChainState, ChainBreak> => {
  let state = CHAIN_START
  for (const entry of entries) {
    const next = verifyStep(state, entry, sha256)
    if (Either.isLeft(next)) return next
    state = next.right
  }
  return Either.right(state)
}
