// TalentIdentification from the talent linked to the asset (asset.talent_ids, set by people through the API).
import { Effect, Layer } from "effect"
import { TalentIdentification } from "../../application/ports/TalentIdentification.js"

export const layer = Layer.succeed(
  TalentIdentification,
  TalentIdentification.of({
    identify: (asset) =>
      Effect.succeed(asset.talentIds.map((talentId) => ({ talentId, method: "linked", confidence: 1 })))
  })
)
