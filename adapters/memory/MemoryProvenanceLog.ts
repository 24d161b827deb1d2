// ProvenanceLog in memory: entries per asset in append order. Appends are single Ref updates, so `head` needs
// no lock here (the memory transactor has no concurrency control either).
import { Effect, Layer, Option, Ref } from "effect"
import { ProvenanceLog } from "../../application/projects/ports/ProvenanceLog.js"
import type { AssetId, WorkspaceId } from "../../domain/platform/Ids.js"
import { makePage, type PageRequest } from "../../domain/platform/Pagination.js"
import type { ProvenanceEntry } from "../../domain/projects/Provenance.js"

interface Row {
  readonly workspaceId: WorkspaceId
  readonly entry: ProvenanceEntry
}

export const make = Effect.map(Ref.make(new Map<string, ReadonlyArray<Row>>()), (chains) => {
  const entries = (workspaceId: WorkspaceId, assetId: string, afterSeq: number) =>
    Effect.map(Ref.get(chains), (map) =>
      (map.get(assetId) ?? [])
        .filter((row) => row.workspaceId === workspaceId && row.entry.seq > afterSeq)
        .map((row) => row.entry)
    )
  return ProvenanceLog.of({
    head: (assetId) =>
      Effect.map(Ref.get(chains), (map) =>
        Option.fromNullishOr(map.get(assetId)?.at(-1)).pipe(
          Option.map((row) => ({ seq: row.entry.seq, hash: row.entry.hash }))
        )
      ),
    append: (workspaceId, entry) =>
      Ref.update(chains, (map) =>
        new Map(map).set(entry.assetId, [...(map.get(entry.assetId) ?? []), { workspaceId, entry }])
      ),
    list: Effect.fnUntraced(function* (
      workspaceId: WorkspaceId,
      assetId: AssetId,
      page: PageRequest & { readonly after: Option.Option<readonly [number]> }
    ) {
      const all = yield* entries(workspaceId, assetId, 0)
      const cursor: Option.Option<readonly [number]> = page.after
      const after = Option.match(cursor, { onNone: () => 0, onSome: ([seq]) => seq })
      const rest = all.filter((e) => e.seq > after)
      return makePage(rest.slice(0, page.limit + 1), page.limit, all.length, (e) => [e.seq])
    }),
    batch: (workspaceId, assetId, afterSeq, limit) =>
      Effect.map(entries(workspaceId, assetId, afterSeq), (found) => found.slice(0, limit))
  })
})

export const layer = Layer.effect(ProvenanceLog, make)
