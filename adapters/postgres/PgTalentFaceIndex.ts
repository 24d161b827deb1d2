// TalentFaceIndex on PostgreSQL: talent_references (one descriptor per talent and headshot) and
// talent_match_decisions (append-only review decisions), both per workspace (migration 0012).
import * as Tracing from "../../application/platform/Tracing.js"
import { SqlClient } from "@effect/sql"
import { Effect, Layer } from "effect"
import {
  type IndexedReference,
  type MatchDecision,
  TalentFaceIndex
} from "../../application/talent/ports/TalentFaceIndex.js"
import type { AssetId, TalentId } from "../../domain/platform/Ids.js"

export const make = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  return TalentFaceIndex.of({
    referenceMedia: (workspaceId) =>
      sql<{ readonly talentId: TalentId; readonly assetId: AssetId }>`
        SELECT DISTINCT t.id AS talent_id, h.asset_id FROM talent t, unnest(t.headshot_asset_ids) AS h (asset_id)
        WHERE t.workspace_id = ${workspaceId} AND t.deleted_at IS NULL ORDER BY 1, 2`.pipe(
        Effect.orDie,
        Tracing.span("PgTalentFaceIndex.referenceMedia")
      ),
    list: (workspaceId) =>
      sql<IndexedReference>`SELECT talent_id, asset_id, model, status, descriptor, box FROM talent_references
          WHERE workspace_id = ${workspaceId} ORDER BY talent_id, asset_id`.pipe(
        Effect.map((rows): ReadonlyArray<IndexedReference> =>
          rows.map((r) => ({ ...r, descriptor: r.descriptor === null ? null : r.descriptor.map(Number) }))
        ),
        Effect.orDie,
        Tracing.span("PgTalentFaceIndex.list")
      ),
    save: (workspaceId, r) =>
      sql`INSERT INTO talent_references (workspace_id, talent_id, asset_id, model, status, descriptor, box, indexed_at)
          VALUES (${workspaceId}, ${r.talentId}, ${r.assetId}, ${r.model}, ${r.status},
            ${r.descriptor === null ? null : `{${r.descriptor.join(",")}}`}::real[],
            ${r.box === null ? null : JSON.stringify(r.box)}::jsonb, now())
          ON CONFLICT (workspace_id, talent_id, asset_id) DO UPDATE SET model = EXCLUDED.model,
            status = EXCLUDED.status, descriptor = EXCLUDED.descriptor, box = EXCLUDED.box,
            indexed_at = EXCLUDED.indexed_at`.pipe(Effect.asVoid, Effect.orDie, Tracing.span("PgTalentFaceIndex.save")),
    retain: (workspaceId, talentId, assetIds) =>
      sql`DELETE FROM talent_references WHERE workspace_id = ${workspaceId} AND talent_id = ${talentId}
          AND NOT (asset_id = ANY (${`{${assetIds.join(",")}}`}::text[]))`.pipe(
        Effect.asVoid,
        Effect.orDie,
        Tracing.span("PgTalentFaceIndex.retain")
      ),
    forgetAsset: (workspaceId, assetId) =>
      sql`DELETE FROM talent_references WHERE workspace_id = ${workspaceId} AND asset_id = ${assetId}`.pipe(
        Effect.asVoid,
        Effect.orDie,
        Tracing.span("PgTalentFaceIndex.forgetAsset")
      ),
    decisions: (workspaceId, assetId) =>
      sql<MatchDecision>`SELECT asset_id, talent_id, decision, box, at_seconds, decided_by, decided_at
          FROM talent_match_decisions WHERE workspace_id = ${workspaceId} AND asset_id = ${assetId} ORDER BY seq`.pipe(
        Effect.orDie,
        Tracing.span("PgTalentFaceIndex.decisions")
      ),
    decide: (workspaceId, d: MatchDecision) =>
      sql`INSERT INTO talent_match_decisions
            (workspace_id, asset_id, talent_id, decision, box, at_seconds, decided_by, decided_at)
          VALUES (${workspaceId}, ${d.assetId}, ${d.talentId}, ${d.decision}, ${JSON.stringify(d.box)}::jsonb,
            ${d.atSeconds}, ${d.decidedBy}, ${d.decidedAt})`.pipe(
        Effect.asVoid,
        Effect.orDie,
        Tracing.span("PgTalentFaceIndex.decide")
      )
  })
})

export const layer = Layer.effect(TalentFaceIndex, make)
