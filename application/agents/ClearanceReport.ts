// A talent-clearance run's output read as a producer reads it: its assets' PASS / NEEDS REVIEW / FAIL
// (domain/clearance/Reading.ts) and the tally of a run ("2 of 6 assets not cleared, 1 needs review"). The output's
// shape is the agent's `finish` (TalentClearanceAgent.ts); an output of another shape has no tally.
import { Schema } from "effect"
import { type Findings, type Reading, readAsset } from "../../domain/clearance/Reading.js"

/** The parts of a talent-clearance run's output a producer's pages read. */
export const ClearanceOutput = Schema.Struct({
  summary: Schema.Struct({
    assets: Schema.Number,
    passed: Schema.Number,
    failed: Schema.Number,
    errors: Schema.Number
  }),
  distribution_channels: Schema.Array(Schema.String),
  territory: Schema.NullOr(Schema.String),
  intended_use_date: Schema.String,
  assets: Schema.Array(
    Schema.Struct({
      asset_id: Schema.String,
      filename: Schema.String,
      verdict: Schema.String,
      talent: Schema.Array(
        Schema.Struct({
          talent_id: Schema.String,
          name: Schema.NullOr(Schema.String),
          channels: Schema.Array(
            Schema.Struct({
              channel: Schema.String,
              verdict: Schema.String,
              contract_id: Schema.NullOr(Schema.String),
              reasons: Schema.Array(
                Schema.Struct({
                  code: Schema.String,
                  message: Schema.String,
                  /** The contract and its field that decided (absent when none did, or in older outputs). */
                  contract_id: Schema.optionalKey(Schema.NullOr(Schema.String)),
                  field: Schema.optionalKey(Schema.NullOr(Schema.String))
                })
              ),
              /** The warnings' codes (a restriction to read…); absent from older runs' outputs. */
              warnings: Schema.optionalKey(Schema.Array(Schema.String))
            })
          )
        })
      ),
      warnings: Schema.Array(Schema.String),
      identification: Schema.optionalKey(
        Schema.Struct({ unresolved: Schema.Array(Schema.Struct({ code: Schema.String, message: Schema.String })) })
      )
    })
  ),
  errors: Schema.Array(Schema.Struct({ asset_id: Schema.String, code: Schema.String, message: Schema.String }))
})
export type ClearanceOutput = typeof ClearanceOutput.Type
export type AssetReport = ClearanceOutput["assets"][number]

/** The talent-clearance agent's id: only its runs have a tally. */
export const CLEARANCE_AGENT = "talent-clearance"

const codes = (list: ReadonlyArray<{ readonly code: string }>) => list.map((x) => x.code)

/**
 * An asset of the report as the reading rule sees it: the people nobody identified (one failing finding), each
 * talent's channels, and the asset's own warnings (a passing finding). The PostgreSQL list of tallies projects
 * the stored output the same way (PgAgentRunRepository.clearanceKinds).
 */
export const findingsOf = (a: AssetReport): ReadonlyArray<Findings> => [
  ...((a.identification?.unresolved ?? []).length === 0
    ? []
    : [{ verdict: "fail", reasons: codes(a.identification?.unresolved ?? []), warnings: [] }]),
  ...a.talent.flatMap((t) =>
    t.channels.map((c) => ({ verdict: c.verdict, reasons: codes(c.reasons), warnings: c.warnings ?? [] }))
  ),
  { verdict: "pass", reasons: [], warnings: a.warnings }
]

export const assetReading = (a: AssetReport): Reading => readAsset(a.verdict, findingsOf(a))

/** How a clearance run ended, per asset: cleared, to review, failed, or not checked at all (the run's errors). */
export interface ClearanceTally {
  readonly assets: number
  readonly cleared: number
  readonly needsReview: number
  readonly failed: number
  readonly errors: number
}

/** Assets that read alike: their verdict, their findings, and how many there are. */
export interface AssetKind {
  readonly verdict: string
  readonly findings: ReadonlyArray<Findings>
  readonly count: number
}

/** The tally of a run from its assets' kinds, its planned assets and its errors. */
export const tallyOf = (assets: number, errors: number, kinds: ReadonlyArray<AssetKind>): ClearanceTally => {
  const counts: Record<Reading, number> = { pass: 0, needs_review: 0, fail: 0 }
  for (const k of kinds) counts[readAsset(k.verdict, k.findings)] += k.count
  return { assets, cleared: counts.pass, needsReview: counts.needs_review, failed: counts.fail, errors }
}

/** The kinds of a decoded output's assets (each asset its own kind; the tally only adds them up). */
export const kindsOf = (output: ClearanceOutput): ReadonlyArray<AssetKind> =>
  output.assets.map((a) => ({ verdict: a.verdict, findings: findingsOf(a), count: 1 }))

/** The tally of a decoded output. */
export const tallyOfOutput = (output: ClearanceOutput): ClearanceTally =>
  tallyOf(output.summary.assets, output.summary.errors, kindsOf(output))
