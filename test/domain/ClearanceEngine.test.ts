// The clearance engine: example-based tests for every reason and warning, and properties the issue demands
// (adding a channel never turns a fail into a pass; adding a contract never turns a pass into a fail; a contract
// is never valid after its end date; the answer does not depend on the order of contracts).
import { assert, describe, it } from "@effect/vitest"
import { FastCheck as fc } from "effect"
import { addDays, type CalendarDate } from "../../domain/platform/CalendarDate.js"
import type { IntendedUse } from "../../domain/clearance/Clearance.js"
import { clear, type ClearanceInput, type ContractTerms } from "../../domain/clearance/ClearanceEngine.js"
import type { Restriction } from "../../domain/contracts/Contract.js"
import type { ContractId, TalentId } from "../../domain/platform/Ids.js"
import type { Territory } from "../../domain/platform/Territory.js"

const suffix = (n: number) => `01jd5x8m2kf3q9v7w6t4y2r${String(n).padStart(3, "0")}`
const talentId = (n: number) => `tal_${suffix(n)}` as TalentId
const contractId = (n: number) => `ctr_${suffix(n)}` as ContractId
const day = (d: string) => d as CalendarDate
const territory = (t: string) => t as Territory

const ANNA = talentId(1)
const BEN = talentId(2)

const contract = (n: number, terms: Partial<ContractTerms> = {}): ContractTerms => ({
  id: contractId(n),
  talentIds: [ANNA],
  startDate: day("2025-01-01"),
  endDate: day("2025-12-31"),
  terminationDate: null,
  territories: [territory("worldwide")],
  distributionChannels: ["web", "social", "broadcast"],
  restrictions: [],
  ...terms
})

const use = (fields: Partial<IntendedUse> = {}): IntendedUse => ({
  channels: ["web"],
  territory: null,
  productCategory: null,
  date: day("2025-06-01"),
  ...fields
})

const only = (input: ClearanceInput) => {
  const result = clear(input)
  const first = result.talent[0]?.channels[0]
  assert.isDefined(first)
  return { result, channel: first! }
}

const codes = (findings: ReadonlyArray<{ readonly code: string }>) => findings.map((f) => f.code)

describe("clearance engine: examples", () => {
  it("passes a talent whose contract grants the channel, naming that contract", () => {
    const { result, channel } = only({ talentIds: [ANNA], contracts: [contract(1)], use: use() })
    assert.strictEqual(result.verdict, "pass")
    assert.deepStrictEqual(channel, {
      channel: "web",
      verdict: "pass",
      contractId: contractId(1),
      reasons: [],
      warnings: []
    })
  })

  it("no_contract: a talent without any contract fails every channel", () => {
    const result = clear({ talentIds: [ANNA], contracts: [contract(1, { talentIds: [BEN] })], use: use() })
    assert.strictEqual(result.verdict, "fail")
    assert.deepStrictEqual(result.talent[0]?.channels[0]?.reasons, [
      { code: "no_contract", contractId: null, field: null, message: "The talent has no contract on record" }
    ])
  })

  it("contract_expired: the end date is the last valid day", () => {
    const c = contract(1, { endDate: day("2025-05-31") })
    assert.strictEqual(
      clear({ talentIds: [ANNA], contracts: [c], use: use({ date: day("2025-05-31") }) }).verdict,
      "pass"
    )
    const { channel } = only({ talentIds: [ANNA], contracts: [c], use: use({ date: day("2025-06-01") }) })
    assert.strictEqual(channel.verdict, "fail")
    assert.deepInclude(channel.reasons[0], { code: "contract_expired", contractId: contractId(1), field: "end_date" })
  })

  it("not_yet_valid: the start date is the first valid day", () => {
    const c = contract(1, { startDate: day("2025-06-02") })
    const { channel } = only({ talentIds: [ANNA], contracts: [c], use: use() })
    assert.deepStrictEqual(codes(channel.reasons), ["not_yet_valid"])
    assert.strictEqual(channel.reasons[0]?.field, "start_date")
    assert.strictEqual(
      clear({ talentIds: [ANNA], contracts: [c], use: use({ date: day("2025-06-02") }) }).verdict,
      "pass"
    )
  })

  it("terminated: from the termination date on; a later termination does not affect an earlier use", () => {
    const c = contract(1, { terminationDate: day("2025-06-01") })
    const { channel } = only({ talentIds: [ANNA], contracts: [c], use: use() })
    assert.deepStrictEqual(codes(channel.reasons), ["terminated"])
    assert.strictEqual(channel.reasons[0]?.field, "termination_date")
    assert.strictEqual(
      clear({ talentIds: [ANNA], contracts: [c], use: use({ date: day("2025-05-31") }) }).verdict,
      "pass"
    )
  })

  it("channel_not_granted and territory_not_granted name the contract field", () => {
    const c = contract(1, { distributionChannels: ["web"], territories: [territory("DE"), territory("AT")] })
    const { channel } = only({
      talentIds: [ANNA],
      contracts: [c],
      use: use({ channels: ["broadcast"], territory: territory("FR") })
    })
    assert.deepStrictEqual(
      channel.reasons.map((r) => [r.code, r.field]),
      [
        ["channel_not_granted", "distribution_channels"],
        ["territory_not_granted", "territories"]
      ]
    )
    // A worldwide use needs a worldwide grant; a worldwide grant covers any country.
    const worldwide = only({ talentIds: [ANNA], contracts: [c], use: use({ territory: territory("worldwide") }) })
    assert.deepStrictEqual(codes(worldwide.channel.reasons), ["territory_not_granted"])
    assert.strictEqual(
      clear({ talentIds: [ANNA], contracts: [contract(2)], use: use({ territory: territory("JP") }) }).verdict,
      "pass"
    )
  })

  it("restriction: an excluded product category or territory fails, naming restrictions[i]", () => {
    const restrictions: ReadonlyArray<Restriction> = [
      { type: "text", text: "No use in political campaigns" },
      { type: "excluded_product_categories", categories: ["alcohol", "tobacco"] },
      { type: "excluded_territories", territories: [territory("CN")] }
    ]
    const c = contract(1, { restrictions })
    const alcohol = only({ talentIds: [ANNA], contracts: [c], use: use({ productCategory: "alcohol" }) })
    assert.deepStrictEqual(
      alcohol.channel.reasons.map((r) => [r.code, r.field]),
      [["restriction", "restrictions[1]"]]
    )
    const china = only({ talentIds: [ANNA], contracts: [c], use: use({ territory: territory("CN") }) })
    assert.deepStrictEqual(
      china.channel.reasons.map((r) => [r.code, r.field]),
      [["restriction", "restrictions[2]"]]
    )
    // A worldwide use includes the excluded territory.
    const everywhere = only({ talentIds: [ANNA], contracts: [c], use: use({ territory: territory("worldwide") }) })
    assert.deepStrictEqual(codes(everywhere.channel.reasons), ["restriction"])
    const toys = only({
      talentIds: [ANNA],
      contracts: [c],
      use: use({ productCategory: "toys", territory: territory("DE") })
    })
    assert.strictEqual(toys.channel.verdict, "pass")
    assert.deepStrictEqual(
      toys.channel.warnings.map((w) => [w.code, w.field, w.message]),
      [["restriction_needs_review", "restrictions[0]", "No use in political campaigns"]]
    )
  })

  it("reports every reason of every contract, contracts in id order", () => {
    const expiredWrongChannel = contract(2, { endDate: day("2025-01-31"), distributionChannels: ["social"] })
    const futureTerminatedAbroad = contract(1, {
      startDate: day("2025-07-01"),
      terminationDate: day("2025-03-01"),
      territories: [territory("US")]
    })
    const { result, channel } = only({
      talentIds: [ANNA],
      contracts: [expiredWrongChannel, futureTerminatedAbroad],
      use: use({ territory: territory("DE") })
    })
    assert.strictEqual(result.verdict, "fail")
    assert.strictEqual(channel.contractId, null)
    assert.deepStrictEqual(
      channel.reasons.map((r) => [r.contractId, r.code]),
      [
        [contractId(1), "not_yet_valid"],
        [contractId(1), "terminated"],
        [contractId(1), "territory_not_granted"],
        [contractId(2), "contract_expired"],
        [contractId(2), "channel_not_granted"]
      ]
    )
  })

  it("unstated facts leave rules unchecked and say so; the contract proving most decides", () => {
    const regional = contract(1, {
      territories: [territory("DE")],
      restrictions: [{ type: "excluded_product_categories", categories: ["alcohol"] }]
    })
    const { channel } = only({ talentIds: [ANNA], contracts: [regional], use: use() })
    assert.strictEqual(channel.verdict, "pass")
    assert.deepStrictEqual(
      channel.warnings.map((w) => [w.code, w.field]),
      [
        ["territory_not_checked", "territories"],
        ["restriction_not_checked", "restrictions[0]"]
      ]
    )
    const plain = contract(2)
    const both = only({ talentIds: [ANNA], contracts: [regional, plain], use: use() })
    assert.strictEqual(both.channel.contractId, contractId(2))
    assert.deepStrictEqual(both.channel.warnings, [])
  })

  it("each channel may be granted by a different contract; the asset fails when one talent fails one channel", () => {
    const web = contract(1, { distributionChannels: ["web"] })
    const social = contract(2, { distributionChannels: ["social"], talentIds: [ANNA, BEN] })
    const result = clear({
      talentIds: [ANNA, BEN],
      contracts: [web, social],
      use: use({ channels: ["web", "social"] })
    })
    assert.strictEqual(result.verdict, "fail")
    const [anna, ben] = result.talent
    assert.strictEqual(anna?.verdict, "pass")
    assert.deepStrictEqual(
      anna?.channels.map((c) => c.contractId),
      [contractId(1), contractId(2)]
    )
    assert.strictEqual(ben?.verdict, "fail")
    assert.deepStrictEqual(
      ben?.channels.map((c) => c.verdict),
      ["fail", "pass"]
    )
  })

  it("no_talent_identified: an asset without known talent passes with a warning", () => {
    const result = clear({ talentIds: [], contracts: [contract(1)], use: use() })
    assert.strictEqual(result.verdict, "pass")
    assert.deepStrictEqual(codes(result.warnings), ["no_talent_identified"])
    assert.deepStrictEqual(result.talent, [])
  })
})

// Generators over small pools, so that talent, channels, territories and dates collide often.
const TALENT = [talentId(1), talentId(2), talentId(3)]
const CHANNELS = ["web", "social", "broadcast", "ctv"]
const TERRITORIES = ["worldwide", "DE", "FR", "US"].map(territory)
const CATEGORIES = ["alcohol", "tobacco", "toys"]
const BASE = day("2025-01-01")
const dateArb = fc.integer({ min: 0, max: 60 }).map((n) => addDays(BASE, n))

const restrictionArb: fc.Arbitrary<Restriction> = fc.oneof(
  fc.constant({ type: "text" as const, text: "Ask the agency first" }),
  fc
    .subarray(CATEGORIES, { minLength: 1 })
    .map((categories) => ({ type: "excluded_product_categories" as const, categories })),
  fc
    .subarray(TERRITORIES.slice(1), { minLength: 1 })
    .map((territories) => ({ type: "excluded_territories" as const, territories }))
)

const termsArb = fc.record({
  talentIds: fc.subarray(TALENT, { minLength: 1 }),
  start: fc.integer({ min: 0, max: 60 }),
  length: fc.option(fc.integer({ min: 0, max: 40 }), { nil: null }),
  termination: fc.option(dateArb, { nil: null }),
  territories: fc.subarray(TERRITORIES, { minLength: 1 }),
  distributionChannels: fc.subarray(CHANNELS, { minLength: 1 }),
  restrictions: fc.array(restrictionArb, { maxLength: 2 })
})

const toContract = (n: number, t: typeof termsArb extends fc.Arbitrary<infer T> ? T : never): ContractTerms => ({
  id: contractId(n),
  talentIds: t.talentIds,
  startDate: addDays(BASE, t.start),
  endDate: t.length === null ? null : addDays(BASE, t.start + t.length),
  terminationDate: t.termination,
  territories: t.territories,
  distributionChannels: t.distributionChannels,
  restrictions: t.restrictions
})

const useArb: fc.Arbitrary<IntendedUse> = fc.record({
  channels: fc.subarray(CHANNELS, { minLength: 1 }),
  territory: fc.option(fc.constantFrom(...TERRITORIES), { nil: null }),
  productCategory: fc.option(fc.constantFrom(...CATEGORIES), { nil: null }),
  date: dateArb
})

const inputArb: fc.Arbitrary<ClearanceInput> = fc.record({
  talentIds: fc.subarray(TALENT),
  contracts: fc.array(termsArb, { maxLength: 6 }).map((all) => all.map((t, i) => toContract(i + 1, t))),
  use: useArb
})

const RUNS = { fastCheck: { numRuns: 500 } }

describe("clearance engine: properties", () => {
  it.prop(
    "adding a channel never turns a fail into a pass (and leaves the other channels' results alone)",
    [inputArb, fc.constantFrom(...CHANNELS)],
    ([input, extra]) => {
      const before = clear(input)
      const after = clear({ ...input, use: { ...input.use, channels: [...input.use.channels, extra] } })
      if (before.verdict === "fail") assert.strictEqual(after.verdict, "fail")
      before.talent.forEach((t, i) => {
        assert.deepStrictEqual(after.talent[i]?.channels.slice(0, t.channels.length), t.channels)
      })
    },
    RUNS
  )

  it.prop(
    "adding a contract never turns a pass into a fail",
    [inputArb, termsArb],
    ([input, terms]) => {
      const before = clear(input)
      const after = clear({ ...input, contracts: [...input.contracts, toContract(99, terms)] })
      if (before.verdict === "pass") assert.strictEqual(after.verdict, "pass")
      before.talent.forEach((t, i) =>
        t.channels.forEach((c, j) => {
          if (c.verdict === "pass") assert.strictEqual(after.talent[i]?.channels[j]?.verdict, "pass")
        })
      )
    },
    RUNS
  )

  it.prop(
    "a contract that grants the whole use makes the asset pass",
    [inputArb],
    ([input]) => {
      const granting: ContractTerms = {
        id: contractId(98),
        talentIds: TALENT,
        startDate: input.use.date,
        endDate: input.use.date,
        terminationDate: null,
        territories: [territory("worldwide")],
        distributionChannels: input.use.channels,
        restrictions: []
      }
      assert.strictEqual(clear({ ...input, contracts: [...input.contracts, granting] }).verdict, "pass")
    },
    RUNS
  )

  it.prop(
    "a contract is never valid after its end date",
    [inputArb],
    ([input]) => {
      const result = clear(input)
      const ended = input.contracts.filter((c) => c.endDate !== null && c.endDate < input.use.date)
      for (const c of ended) {
        for (const t of result.talent) {
          for (const channel of t.channels) {
            assert.notStrictEqual(channel.contractId, c.id, "an ended contract never grants a use")
            if (channel.verdict === "fail" && c.talentIds.includes(t.talentId)) {
              assert.isTrue(
                channel.reasons.some((r) => r.code === "contract_expired" && r.contractId === c.id),
                "an ended contract of the talent is reported as expired"
              )
            }
          }
        }
      }
    },
    RUNS
  )

  it.prop(
    "the answer does not depend on the order of contracts",
    [
      inputArb.chain((input) =>
        fc
          .shuffledSubarray(input.contracts as Array<ContractTerms>, {
            minLength: input.contracts.length,
            maxLength: input.contracts.length
          })
          .map((shuffled) => [input, shuffled] as const)
      )
    ],
    ([[input, shuffled]]) => {
      assert.deepStrictEqual(clear({ ...input, contracts: shuffled }), clear(input))
    },
    RUNS
  )

  it.prop(
    "a fail always has a reason tied to one of the talent's contracts (or no_contract); a pass names its contract",
    [inputArb],
    ([input]) => {
      for (const t of clear(input).talent) {
        const theirs = new Set(input.contracts.filter((c) => c.talentIds.includes(t.talentId)).map((c) => c.id))
        for (const channel of t.channels) {
          if (channel.verdict === "pass") {
            assert.isTrue(channel.contractId !== null && theirs.has(channel.contractId))
            assert.deepStrictEqual(channel.reasons, [])
          } else {
            assert.isNotEmpty(channel.reasons)
            for (const r of channel.reasons) {
              assert.isTrue(
                r.code === "no_contract" ? theirs.size === 0 : r.contractId !== null && theirs.has(r.contractId)
              )
            }
          }
        }
      }
    },
    RUNS
  )
})
