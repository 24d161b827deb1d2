// Port: who appears in an asset. Today the talent linked to the asset (its talent_ids); a face- or voice-matching
// adapter can answer the same question later without touching the talent-clearance agent.
import { Context, type Effect } from "effect"
import type { Asset } from "../../domain/Asset.js"
import type { TalentId } from "../../domain/Ids.js"

export interface IdentifiedTalent {
  readonly talentId: TalentId
  /** How the talent was identified, e.g. `linked` (on the asset), `face`, `voice`. */
  readonly method: string
  /** 0 to 1; 1 for talent linked to the asset by a person. */
  readonly confidence: number
}

export interface TalentIdentificationShape {
  readonly identify: (asset: Asset) => Effect.Effect<ReadonlyArray<IdentifiedTalent>>
}

export class TalentIdentification extends Context.Tag("clearhouse/TalentIdentification")<
  TalentIdentification,
  TalentIdentificationShape
>() {}
