// Checks of what a request refers to beyond its own shape: talent and assets that must exist in the workspace,
// territories that must be assigned ISO 3166-1 codes, channels of the workspace's set. All problems of one
// request are reported together in a single ValidationError.
import { Effect } from "effect"
import { type FieldIssue, ValidationError } from "../../domain/platform/Errors.js"
import type { AssetId, TalentId, WorkspaceId } from "../../domain/platform/Ids.js"
import type { Territory } from "../../domain/platform/Territory.js"
import { WORLDWIDE } from "../../domain/platform/Territory.js"
import { validateChannels } from "../platform/DistributionChannels.js"
import { AssetReferences } from "./ports/AssetReferences.js"
import { CountryCodes } from "./ports/CountryCodes.js"
import { TalentRepository } from "./ports/TalentRepository.js"

/** A check's problems; none when everything it looked at is fine. */
export type Check<R> = Effect.Effect<ReadonlyArray<ValidationError>, never, R>

/** Where ids sit in a body: a list field (`headshot_asset_ids[2]`) or a single field (`source_asset_id`). */
export interface IdsAt<Id> {
  readonly field: string
  readonly ids: ReadonlyArray<Id>
  readonly list: boolean
}

const at = (field: string, list: boolean, index: number) => (list ? `${field}[${index}]` : field)

const missingAt = <Id extends string>(
  places: ReadonlyArray<IdsAt<Id>>,
  missing: ReadonlyArray<Id>,
  kind: string
): ReadonlyArray<ValidationError> => {
  const gone = new Set<string>(missing)
  const details: Array<FieldIssue> = places.flatMap((p) =>
    p.ids.flatMap((id, i) => (gone.has(id) ? [{ field: at(p.field, p.list, i), issue: "not_found" }] : []))
  )
  return details.length === 0 ? [] : [ValidationError.of(details, `No ${kind} with id ${[...gone].join(", ")}`)]
}

export const assetsExist: (workspaceId: WorkspaceId, places: ReadonlyArray<IdsAt<AssetId>>) => Check<AssetReferences> =
  Effect.fnUntraced(function* (workspaceId: WorkspaceId, places: ReadonlyArray<IdsAt<AssetId>>) {
    const ids = places.flatMap((p) => p.ids)
    if (ids.length === 0) return []
    const missing = yield* Effect.flatMap(AssetReferences, (refs) => refs.missing(workspaceId, ids))
    return missingAt(places, missing, "asset")
  })

export const talentExist: (workspaceId: WorkspaceId, place: IdsAt<TalentId>) => Check<TalentRepository> =
  Effect.fnUntraced(function* (workspaceId: WorkspaceId, place: IdsAt<TalentId>) {
    if (place.ids.length === 0) return []
    const missing = yield* Effect.flatMap(TalentRepository, (repo) => repo.missing(workspaceId, place.ids))
    return missingAt([place], missing, "talent")
  })

export const territoriesAssigned: (places: ReadonlyArray<IdsAt<Territory>>) => Check<CountryCodes> = Effect.fnUntraced(
  function* (places: ReadonlyArray<IdsAt<Territory>>) {
    const codes = places.flatMap((p) => p.ids.filter((t) => t !== WORLDWIDE))
    if (codes.length === 0) return []
    const unassigned = new Set(yield* Effect.flatMap(CountryCodes, (countries) => countries.unassigned(codes)))
    if (unassigned.size === 0) return []
    const details = places.flatMap((p) =>
      p.ids.flatMap((t, i) =>
        unassigned.has(t) ? [{ field: at(p.field, p.list, i), issue: "invalid_territory" }] : []
      )
    )
    return [
      ValidationError.of(
        details,
        `${[...unassigned].join(", ")}: not an ISO 3166-1 alpha-2 country code (use e.g. DE, US, or worldwide)`
      )
    ]
  }
)

export const channelsAllowed = (
  workspaceId: WorkspaceId,
  channels: ReadonlyArray<string> | undefined,
  field: string
) =>
  channels === undefined
    ? Effect.succeed([])
    : validateChannels(workspaceId, channels, field).pipe(
        Effect.as([]),
        Effect.catchTag("ValidationError", (e) => Effect.succeed([e]))
      )

/** Runs every check and fails once with all their details, or succeeds when none found a problem. */
export const requireAll = <const Checks extends ReadonlyArray<Check<unknown>>>(
  checks: Checks
): Effect.Effect<void, ValidationError, Effect.Services<Checks[number]>> =>
  Effect.flatMap(Effect.all(checks as ReadonlyArray<Check<Effect.Services<Checks[number]>>>), (results) => {
    const problems = results.flat()
    return problems.length === 0
      ? Effect.void
      : Effect.fail(
          ValidationError.of(
            problems.flatMap((p) => p.details),
            problems.map((p) => p.message).join("; ")
          )
        )
  })
