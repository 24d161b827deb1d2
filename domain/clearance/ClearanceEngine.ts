// The clearance engine: pure rules deciding whether an asset's talent may be used on the requested channels,
// in a territory, on a date. A talent passes a channel when ONE of its contracts grants that use with nothing
// against it; otherwise it fails with every reason of every contract. The answer never depends on input order.
// Draft contracts (proposed by the contract reviewer, not yet confirmed) never grant anything: they are ignored.
import { Array as Arr } from "effect"
import type { CalendarDate } from "../platform/CalendarDate.js"
import type { ChannelResult, ClearanceResult, IntendedUse, Reason, TalentResult, Warning } from "./Clearance.js"
import type { Restriction } from "../contracts/Contract.js"
import type { ContractId, TalentId } from "../platform/Ids.js"
import { covers, type Territory, touches, WORLDWIDE } from "../platform/Territory.js"

/** What the engine reads of a contract (a `Contract` is one). */
export interface ContractTerms {
  readonly id: ContractId
  readonly talentIds: ReadonlyArray<TalentId>
  readonly startDate: CalendarDate
  readonly endDate: CalendarDate | null
  readonly terminationDate: CalendarDate | null
  readonly territories: ReadonlyArray<Territory>
  readonly distributionChannels: ReadonlyArray<string>
  readonly restrictions: ReadonlyArray<Restriction>
  /** A draft awaiting confirmation; absent means confirmed. */
  readonly draft?: boolean
}

export interface ClearanceInput {
  /** The talent who appear in the asset. */
  readonly talentIds: ReadonlyArray<TalentId>
  /** Their contracts (contracts of other talent are ignored). */
  readonly contracts: ReadonlyArray<ContractTerms>
  readonly use: IntendedUse
  /** What identification could not settle (unidentified people, voices): each fails the asset. */
  readonly unresolved?: ReadonlyArray<Reason> | undefined
  /** What identification noticed without failing the asset (a linked talent whose face was not found). */
  readonly warnings?: ReadonlyArray<Warning> | undefined
}

const reason = (
  code: Reason["code"],
  contract: ContractTerms | null,
  field: string | null,
  message: string
): Reason => ({ code, contractId: contract?.id ?? null, field, message })

const warning = (
  code: Warning["code"],
  contract: ContractTerms | null,
  field: string | null,
  message: string
): Warning => ({ code, contractId: contract?.id ?? null, field, message })

const restrictionField = (i: number) => `restrictions[${i}]`

/** Everything that stops `contract` from granting `channel` for `use`; empty when it grants it. */
const problems = (contract: ContractTerms, channel: string, use: IntendedUse): ReadonlyArray<Reason> => {
  const found: Array<Reason> = []
  const { date, territory, productCategory } = use
  if (date < contract.startDate) {
    found.push(reason("not_yet_valid", contract, "start_date", `Starts on ${contract.startDate}, after ${date}`))
  }
  if (contract.endDate !== null && date > contract.endDate) {
    found.push(reason("contract_expired", contract, "end_date", `Ended on ${contract.endDate}, before ${date}`))
  }
  if (contract.terminationDate !== null && contract.terminationDate <= date) {
    found.push(
      reason("terminated", contract, "termination_date", `Terminated as of ${contract.terminationDate}, by ${date}`)
    )
  }
  if (!contract.distributionChannels.includes(channel)) {
    found.push(
      reason(
        "channel_not_granted",
        contract,
        "distribution_channels",
        `Grants ${contract.distributionChannels.join(", ") || "no channel"}, not ${channel}`
      )
    )
  }
  if (territory !== null && !covers(contract.territories, territory)) {
    found.push(
      reason(
        "territory_not_granted",
        contract,
        "territories",
        `Grants ${contract.territories.join(", ")}, not ${territory}`
      )
    )
  }
  contract.restrictions.forEach((r, i) => {
    if (
      r.type === "excluded_product_categories" &&
      productCategory !== null &&
      r.categories.includes(productCategory)
    ) {
      found.push(
        reason("restriction", contract, restrictionField(i), `Excludes the product category ${productCategory}`)
      )
    }
    if (r.type === "excluded_territories" && territory !== null && touches(r.territories, territory)) {
      found.push(reason("restriction", contract, restrictionField(i), `Excludes uses in ${r.territories.join(", ")}`))
    }
  })
  return found
}

/** What a pass under `contract` leaves unproven: rules whose fact the use did not state, and free text. */
const cautions = (contract: ContractTerms, use: IntendedUse): ReadonlyArray<Warning> => {
  const found: Array<Warning> = []
  if (use.territory === null && !covers(contract.territories, WORLDWIDE as Territory)) {
    found.push(
      warning(
        "territory_not_checked",
        contract,
        "territories",
        `Grants only ${contract.territories.join(", ")}; no territory of use was given`
      )
    )
  }
  contract.restrictions.forEach((r, i) => {
    switch (r.type) {
      case "text":
        found.push(warning("restriction_needs_review", contract, restrictionField(i), r.text))
        break
      case "excluded_product_categories":
        if (use.productCategory === null) {
          found.push(
            warning(
              "restriction_not_checked",
              contract,
              restrictionField(i),
              `Excludes ${r.categories.join(", ")}; no product category of use was given`
            )
          )
        }
        break
      case "excluded_territories":
        if (use.territory === null) {
          found.push(
            warning(
              "restriction_not_checked",
              contract,
              restrictionField(i),
              `Excludes uses in ${r.territories.join(", ")}; no territory of use was given`
            )
          )
        }
        break
    }
  })
  return found
}

const byId = (a: ContractTerms, b: ContractTerms) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

const decideChannel = (contracts: ReadonlyArray<ContractTerms>, channel: string, use: IntendedUse): ChannelResult => {
  if (contracts.length === 0) {
    return {
      channel,
      verdict: "fail",
      contractId: null,
      reasons: [reason("no_contract", null, null, "The talent has no contract on record")],
      warnings: []
    }
  }
  const judged = contracts.map((contract) => ({ contract, problems: problems(contract, channel, use) }))
  const granting = judged
    .filter((j) => j.problems.length === 0)
    .map((j) => ({ contract: j.contract, warnings: cautions(j.contract, use) }))
  // Of several granting contracts, the one that leaves least unproven decides (then the oldest id).
  const best = granting.reduce<(typeof granting)[number] | undefined>(
    (acc, g) => (acc === undefined || g.warnings.length < acc.warnings.length ? g : acc),
    undefined
  )
  return best === undefined
    ? { channel, verdict: "fail", contractId: null, reasons: judged.flatMap((j) => j.problems), warnings: [] }
    : { channel, verdict: "pass", contractId: best.contract.id, reasons: [], warnings: best.warnings }
}

const verdictOf = (passes: ReadonlyArray<{ readonly verdict: "pass" | "fail" }>) =>
  passes.every((p) => p.verdict === "pass") ? ("pass" as const) : ("fail" as const)

/** Clears one asset: per talent and channel a pass or every reason to fail; pass when all pass. */
export const clear = (input: ClearanceInput): ClearanceResult => {
  const talentIds = Arr.dedupe(input.talentIds)
  const channels = Arr.dedupe(input.use.channels)
  const use = { ...input.use, channels }
  const contracts = input.contracts.filter((c) => c.draft !== true).sort(byId)
  const talent: ReadonlyArray<TalentResult> = talentIds.map((talentId) => {
    const theirs = Arr.dedupeWith(
      contracts.filter((c) => c.talentIds.includes(talentId)),
      (a, b) => a.id === b.id
    )
    const results = channels.map((channel) => decideChannel(theirs, channel, use))
    return { talentId, verdict: verdictOf(results), channels: results }
  })
  const unresolved = input.unresolved ?? []
  const noted = input.warnings ?? []
  const result: ClearanceResult =
    talentIds.length === 0
      ? {
          verdict: "pass",
          warnings: [
            ...(unresolved.length === 0
              ? [warning("no_talent_identified", null, null, "No known talent appears in the asset")]
              : []),
            ...noted
          ],
          talent: []
        }
      : { verdict: verdictOf(talent), warnings: [...noted], talent }
  return unresolved.length === 0 ? result : { ...result, verdict: "fail", unresolved }
}
