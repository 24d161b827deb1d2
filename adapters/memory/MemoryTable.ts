// A workspace-scoped in-memory table with soft deletes and newest-first keyset pages, the common core of the
// memory repositories (same ordering and pagination as the PostgreSQL adapters: by id, descending).
import { Effect, HashMap, Option, Ref } from "effect"
import type { WorkspaceId } from "../../domain/platform/Ids.js"
import { makePage, type Page, type PageRequest } from "../../domain/platform/Pagination.js"

interface Row<A> {
  readonly workspaceId: WorkspaceId
  readonly value: A
  readonly deleted: boolean
}

export interface MemoryTable<Id extends string, A extends { readonly id: Id }> {
  readonly insert: (workspaceId: WorkspaceId, value: A) => Effect.Effect<void>
  /** The live value with this id in the workspace. */
  readonly find: (workspaceId: WorkspaceId, id: Id) => Effect.Effect<Option.Option<A>>
  readonly update: (workspaceId: WorkspaceId, value: A) => Effect.Effect<void>
  readonly softDelete: (workspaceId: WorkspaceId, id: Id) => Effect.Effect<void>
  /** Every live value of the workspace that satisfies `predicate`, newest first. */
  readonly select: (workspaceId: WorkspaceId, predicate: (a: A) => boolean) => Effect.Effect<ReadonlyArray<A>>
  readonly page: (
    workspaceId: WorkspaceId,
    predicate: (a: A) => boolean,
    page: PageRequest & { readonly after: Option.Option<readonly [Id]> }
  ) => Effect.Effect<Page<A>>
}

/** One newest-first page (by id, descending) of the matching values, after the page's cursor. */
export const newestFirst = <Id extends string, A extends { readonly id: Id }>(
  matching: ReadonlyArray<A>,
  page: PageRequest & { readonly after: Option.Option<readonly [Id]> }
): Page<A> => {
  const sorted = [...matching].sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
  const after = Option.getOrUndefined(page.after)?.[0]
  const rest = after === undefined ? sorted : sorted.filter((a) => a.id < after)
  return makePage(rest.slice(0, page.limit + 1), page.limit, sorted.length, (a) => [a.id])
}

export const make = <Id extends string, A extends { readonly id: Id }>(): Effect.Effect<MemoryTable<Id, A>> =>
  Effect.map(Ref.make(HashMap.empty<Id, Row<A>>()), (rows) => {
    const inWorkspace = (workspaceId: WorkspaceId) => (row: Row<A>) => row.workspaceId === workspaceId && !row.deleted
    const select = (workspaceId: WorkspaceId, predicate: (a: A) => boolean) =>
      Effect.map(Ref.get(rows), (map) =>
        Array.from(HashMap.values(map))
          .filter(inWorkspace(workspaceId))
          .map((row) => row.value)
          .filter(predicate)
          .sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
      )
    const modify = (workspaceId: WorkspaceId, id: Id, f: (row: Row<A>) => Row<A>) =>
      Ref.update(rows, (map) => HashMap.modify(map, id, (row) => (inWorkspace(workspaceId)(row) ? f(row) : row)))
    return {
      insert: (workspaceId, value) =>
        Ref.update(rows, (map) => HashMap.set(map, value.id, { workspaceId, value, deleted: false })),
      find: (workspaceId, id) =>
        Effect.map(Ref.get(rows), (map) =>
          HashMap.get(map, id).pipe(
            Option.filter(inWorkspace(workspaceId)),
            Option.map((row) => row.value)
          )
        ),
      update: (workspaceId, value) => modify(workspaceId, value.id, (row) => ({ ...row, value })),
      softDelete: (workspaceId, id) => modify(workspaceId, id, (row) => ({ ...row, deleted: true })),
      select,
      page: (workspaceId, predicate, page) =>
        Effect.map(select(workspaceId, predicate), (matching) => newestFirst(matching, page))
    }
  })
