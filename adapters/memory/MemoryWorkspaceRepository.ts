// WorkspaceRepository in memory.
import { Effect, Layer, Option, Ref } from "effect"
import { WorkspaceRepository } from "../../application/platform/ports/WorkspaceRepository.js"
import type { User } from "../../domain/platform/User.js"
import type { Workspace } from "../../domain/platform/Workspace.js"

export const make = Effect.gen(function* () {
  const workspaces = yield* Ref.make<ReadonlyArray<{ workspace: Workspace; isDefault: boolean }>>([])
  const users = yield* Ref.make<ReadonlyArray<User>>([])
  const findUser = (predicate: (u: User) => boolean) =>
    Effect.map(Ref.get(users), (all) => Option.fromNullishOr(all.find(predicate)))
  return WorkspaceRepository.of({
    insert: (workspace, options) =>
      Ref.modify(workspaces, (all) => {
        const asDefault = options?.asDefault === true
        if (asDefault && all.some((w) => w.isDefault)) return [false, all]
        return [true, [...all, { workspace, isDefault: asDefault }]]
      }),
    findById: (id) =>
      Effect.map(Ref.get(workspaces), (all) => Option.fromNullishOr(all.find((w) => w.workspace.id === id)?.workspace)),
    findDefault: Effect.map(Ref.get(workspaces), (all) =>
      Option.fromNullishOr(all.find((w) => w.isDefault)?.workspace)
    ),
    list: Effect.map(Ref.get(workspaces), (all) => all.map((w) => w.workspace)),
    update: (workspace) =>
      Ref.update(workspaces, (all) => all.map((w) => (w.workspace.id === workspace.id ? { ...w, workspace } : w))),
    insertUser: (user) => Ref.update(users, (all) => [...all, user]),
    findUser: (id) => findUser((u) => u.id === id),
    findOwner: (workspaceId) => findUser((u) => u.workspaceId === workspaceId && u.isOwner),
    findUserByEmail: (workspaceId, email) =>
      findUser((u) => u.workspaceId === workspaceId && u.email.toLowerCase() === email.toLowerCase()),
    findUsersByEmail: (email) =>
      Effect.map(Ref.get(users), (all) => all.filter((u) => u.email.toLowerCase() === email.toLowerCase()))
  })
})

export const layer = Layer.effect(WorkspaceRepository, make)
