// ApiKeyRepository in memory. It reads user scopes and plan limits from the workspace repository.
import { Effect, Layer, Option, Ref } from "effect"
import { ApiKeyRepository } from "../../application/platform/ports/ApiKeyRepository.js"
import { WorkspaceRepository } from "../../application/platform/ports/WorkspaceRepository.js"
import { ApiKey, type KeyKind } from "../../domain/platform/ApiKey.js"

export const make = Effect.gen(function* () {
  const workspaces = yield* WorkspaceRepository
  const rows = yield* Ref.make<ReadonlyArray<{ key: ApiKey; hash: string; kind: KeyKind }>>([])
  return ApiKeyRepository.of({
    insert: (key, hash, kind = "api") => Ref.update(rows, (all) => [...all, { key, hash, kind }]),
    findByHash: Effect.fnUntraced(function* (hash: string) {
      const row = (yield* Ref.get(rows)).find((r) => r.hash === hash)
      if (row === undefined) return Option.none()
      const user = yield* workspaces.findUser(row.key.userId)
      const workspace = yield* workspaces.findById(row.key.workspaceId)
      if (Option.isNone(user) || Option.isNone(workspace)) return Option.none()
      return Option.some({
        key: row.key,
        hash: row.hash,
        kind: row.kind,
        userScopes: user.value.scopes,
        rateLimitPerMinute: workspace.value.rateLimitPerMinute
      })
    }),
    findById: (id) => Effect.map(Ref.get(rows), (all) => Option.fromNullishOr(all.find((r) => r.key.id === id)?.key)),
    list: (workspaceId) =>
      Effect.map(Ref.get(rows), (all) =>
        all
          .filter((r) => r.kind === "api")
          .map((r) => r.key)
          .filter((k) => Option.isNone(workspaceId) || k.workspaceId === workspaceId.value)
      ),
    revoke: (id, at) =>
      Ref.modify(rows, (all) => {
        const found = all.some((r) => r.key.id === id)
        const next = all.map((r) =>
          r.key.id === id && Option.isNone(r.key.revokedAt)
            ? { ...r, key: new ApiKey({ ...r.key, revokedAt: Option.some(at) }) }
            : r
        )
        return [found, next]
      }),
    touch: (id, at) =>
      Ref.update(rows, (all) =>
        all.map((r) => (r.key.id === id ? { ...r, key: new ApiKey({ ...r.key, lastUsedAt: Option.some(at) }) } : r))
      )
  })
})

export const layer = Layer.effect(ApiKeyRepository, make)
