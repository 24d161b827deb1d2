// Names where the records keep ids: the talent and contracts a page mentions, looked up by id (as the signed-in
// principal may read them) and shown by name with a link; one deleted since, or not readable, keeps its id.
import { Effect, Option } from "effect"
import * as Contracts from "../../application/contracts/Contracts.js"
import * as Assets from "../../application/projects/Assets.js"
import * as Talent from "../../application/talent/Talent.js"
import { html, type Html } from "./Html.js"

/** The most ids a page looks up by name (beyond, they show as ids). */
const MAX_LOOKUPS = 200

const namesOf =
  <A, E, R>(get: (id: string) => Effect.Effect<A, E, R>, name: (found: A) => string) =>
  (ids: Iterable<string>) =>
    Effect.map(
      Effect.forEach(
        [...new Set(ids)].slice(0, MAX_LOOKUPS),
        (id) => Effect.map(Effect.option(get(id)), (found) => Option.map(found, (f) => [id, name(f)] as const)),
        { concurrency: 4 }
      ),
      (found): ReadonlyMap<string, string> => new Map(found.flatMap((f) => (Option.isSome(f) ? [f.value] : [])))
    )

/** The names of the talent among `ids`, by id. */
export const talentNames = namesOf(Talent.getTalent, (t) => t.name)

/** The titles of the contracts among `ids`, by id. */
export const contractTitles = namesOf(Contracts.getContract, (c) => c.title)

/** The file names of the assets among `ids`, by id. */
export const assetNames = namesOf(Assets.getAsset, (a) => a.filename)

/** Talent by name, each linked to their page, comma-separated; one not found shows its id, "(deleted)". */
export const talentLinks = (ids: ReadonlyArray<string>, names: ReadonlyMap<string, string>): Html =>
  html`${ids.map(
    (id, i) =>
      html`${i === 0 ? "" : ", "}${
        names.has(id) ? html`<a href="/talent/${id}">${names.get(id)}</a>` : html`<code>${id}</code> (deleted)`
      }`
  )}`

/** A contract by its title, linked to its page; one not found shows its id. */
export const contractLink = (id: string, titles: ReadonlyMap<string, string>): Html =>
  titles.has(id) ? html`<a href="/contracts/${id}">${titles.get(id)}</a>` : html`<code>${id}</code>`

/** A contract field as a person names it: `distribution_channels` is "distribution channels", `restrictions[0]` "restriction 1". */
export const fieldWords = (field: string) => {
  const item = /^(\w+?)s?\[(\d+)\]$/.exec(field)
  return item === null ? field.replace(/_/g, " ") : `${item[1]!.replace(/_/g, " ")} ${Number(item[2]) + 1}`
}

/** A channel's result as the deciding contracts are read from it (a clearance record's or a run's output). */
export interface Decided {
  readonly verdict: string
  readonly contractId: string | null
  readonly reasons: ReadonlyArray<{ readonly contractId: string | null; readonly field: string | null }>
}

/** The contracts channel results name: the one granting each pass, and those the reasons name (ids, repeated). */
export const contractsIn = (results: ReadonlyArray<Decided>): ReadonlyArray<string> =>
  results.flatMap((c) => [
    ...(c.contractId === null ? [] : [c.contractId]),
    ...c.reasons.flatMap((r) => (r.contractId === null ? [] : [r.contractId]))
  ])

/**
 * The contracts that decided channel results, by title: on a pass the one that grants the use; otherwise each
 * contract a reason names, with the field that decided (e.g. "distribution channels"). Each named once.
 */
export const decidingContracts = (results: ReadonlyArray<Decided>, titles: ReadonlyMap<string, string>): Html => {
  const named = new Map<string, { readonly id: string; readonly field: string | null }>()
  for (const c of results)
    for (const n of c.verdict === "pass"
      ? c.contractId === null
        ? []
        : [{ id: c.contractId, field: null }]
      : c.reasons.flatMap((r) => (r.contractId === null ? [] : [{ id: r.contractId, field: r.field }])))
      named.set(`${n.id} ${n.field}`, n)
  return named.size === 0
    ? html`—`
    : html`${[...named.values()].map(
        (n, i) =>
          html`${i === 0 ? "" : html`<br />`}${contractLink(n.id, titles)}${
            n.field === null ? "" : html` <span class="hint">(${fieldWords(n.field)})</span>`
          }`
      )}`
}
