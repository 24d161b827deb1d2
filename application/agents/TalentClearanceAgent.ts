// The talent-clearance agent (SPEC "Platform agents"): for each asset, identify its talent (linked to it, or by
// face against the workspace's headshots: application/TalentFaces), clear them against
// their contracts for the requested channels, territory and date, record one clearance record per asset and
// talent (provenance "cleared"/"flagged", talent.cleared/flagged), and write a pass/fail report.
import { DateTime, Effect, Option, Schema } from "effect"
import { CalendarDate, utcDateOf } from "../../domain/platform/CalendarDate.js"
import type { ClearanceResult } from "../../domain/clearance/Clearance.js"
import { ChannelName } from "../../domain/platform/DistributionChannel.js"
import { ValidationError } from "../../domain/platform/Errors.js"
import { AssetId, type TalentId } from "../../domain/platform/Ids.js"
import type { JsonValue } from "../../domain/platform/Json.js"
import { Territory } from "../../domain/platform/Territory.js"
import { DEFAULT_THRESHOLDS, type FaceMatch } from "../../domain/talent/FaceMatching.js"
import { describeBox } from "../clearance/TalentFaces.js"
import { type AgentDefinition, defineAgent, type UnitRecord, unitFailure } from "./AgentProgram.js"
import { AssetReader, ClearanceWriter, RunJournal, TalentReader } from "./Capabilities.js"
import { assetIdsInput, checkAssets } from "./AssetInputs.js"
import { markdownTable, reportArtifacts } from "./Reports.js"

export const definition: AgentDefinition = {
  id: "talent-clearance",
  name: "Talent Clearance Agent",
  description:
    "Identifies the talent in assets, cross-references their contracts, checks usage rights against the intended " +
    "distribution channels, territory and date, flags clearance issues and expired contracts, and writes a " +
    "clearance report with pass/fail per asset.",
  cost: { amount: 10, unit: "asset" },
  scopes: ["assets:read", "talent:read", "talent:write"]
}

export const Inputs = Schema.Struct({
  asset_ids: assetIdsInput("clear"),
  distribution_channels: Schema.Array(ChannelName)
    .check(Schema.isMinLength(1, { message: "too_short" }))
    .annotate({
      description: "Intended channels, from the workspace's set (by default web, social, broadcast)"
    }),
  territory: Schema.optionalKey(Territory).pipe(
    Schema.annotateKey({
      description: "Where the assets will be used: an ISO 3166-1 alpha-2 code or worldwide; unchecked when absent"
    })
  ),
  intended_use_date: Schema.optionalKey(CalendarDate).pipe(
    Schema.annotateKey({ description: "The date of intended use (YYYY-MM-DD); default: today (UTC)" })
  ),
  product_category: Schema.optionalKey(
    Schema.String.check(Schema.isMaxLength(200, { message: "too_long" })).annotate({
      description: "What the assets promote, checked against contracts' excluded product categories"
    })
  )
}).annotate({ identifier: "TalentClearanceInputs" })
type Inputs = typeof Inputs.Type

const unique = <A>(items: ReadonlyArray<A>) => Array.from(new Set(items))

const describeResult = (result: ClearanceResult, names: ReadonlyMap<string, string>) =>
  result.talent.map((t) => ({
    talent_id: t.talentId,
    name: names.get(t.talentId) ?? null,
    verdict: t.verdict,
    channels: t.channels.map((c) => ({
      channel: c.channel,
      verdict: c.verdict,
      contract_id: c.contractId,
      reasons: c.reasons.map((r) => ({ code: r.code, contract_id: r.contractId, field: r.field, message: r.message })),
      warnings: c.warnings.map((w) => w.code)
    }))
  }))

const describeFace = (m: FaceMatch, names: ReadonlyMap<string, string>) => ({
  box: { x: m.face.box.x, y: m.face.box.y, width: m.face.box.width, height: m.face.box.height },
  at_seconds: m.face.atSeconds,
  detection_score: m.face.score,
  verdict: m.verdict,
  talent_id: m.talentId,
  name: m.talentId === null ? null : (names.get(m.talentId) ?? null),
  reference_asset_id: m.referenceAssetId,
  distance: m.distance,
  match_threshold: DEFAULT_THRESHOLDS.match,
  review_threshold: DEFAULT_THRESHOLDS.review
})

const explainFace = (m: FaceMatch, names: ReadonlyMap<string, string>) => {
  const where = `Face at ${describeBox(m.face.box)}${m.face.atSeconds === null ? "" : ` at ${m.face.atSeconds} s`}`
  const who = m.talentId === null ? "" : `${names.get(m.talentId) ?? m.talentId} (reference ${m.referenceAssetId})`
  const skipped = m.rejected > 0 ? `; ${m.rejected} talent rejected for this face by a reviewer not considered` : ""
  if (m.talentId === null)
    return `${where}: unidentified person, the workspace has no reference face to compare${skipped}`
  const d = `distance ${m.distance}`
  return m.verdict === "identified"
    ? `${where}: identified as ${who}, ${d} ≤ match threshold ${DEFAULT_THRESHOLDS.match}${skipped}`
    : m.verdict === "possible"
      ? `${where}: possibly ${who}, ${d} between ${DEFAULT_THRESHOLDS.match} and ${DEFAULT_THRESHOLDS.review}: needs review${skipped}`
      : `${where}: unidentified person; nearest is ${who} at ${d} > review threshold ${DEFAULT_THRESHOLDS.review}${skipped}`
}

const plan = Effect.fnUntraced(function* (inputs: Inputs) {
  const talent = yield* TalentReader
  const assets = yield* checkAssets(inputs.asset_ids)
  if (assets.issues.length > 0) return yield* ValidationError.of(assets.issues, assets.message ?? undefined)
  yield* talent.checkUse({
    channels: inputs.distribution_channels,
    channelsField: "inputs.distribution_channels",
    territory: inputs.territory,
    territoryField: "inputs.territory"
  })
  return assets.distinct.map((id) => ({ key: id, label: id }))
})

const runUnit = Effect.fnUntraced(function* (inputs: Inputs, assetId: string) {
  const journal = yield* RunJournal
  const assets = yield* AssetReader
  const talentReader = yield* TalentReader
  const found = Schema.is(AssetId)(assetId) ? yield* assets.get(assetId) : Option.none()
  if (Option.isNone(found)) return yield* unitFailure("asset_not_found", "The asset no longer exists")
  const asset = found.value
  const identification = yield* talentReader.identify(asset).pipe(
    Effect.catchTags({
      MediaUnreadable: (e) => unitFailure("unreadable", `${asset.filename} cannot be analysed: ${e.message}`),
      NotFound: () => unitFailure("content_missing", `The content of ${asset.filename} is missing`)
    })
  )
  const identified = identification.talent
  const talentIds: ReadonlyArray<TalentId> = unique(identified.map((t) => t.talentId))
  const matches = identification.faces?.matches ?? []
  const profiles = yield* talentReader.talent(
    unique([...talentIds, ...matches.flatMap((m) => (m.talentId === null ? [] : [m.talentId]))])
  )
  const names = new Map<string, string>(profiles.map((t) => [t.id, t.name]))
  for (const note of identification.notes) yield* journal.log("observation", note)
  if (identification.faces !== null) {
    yield* journal.log("observation", `${matches.length} face(s) found in ${asset.filename}`)
  }
  for (const m of matches) {
    yield* journal.log(
      m.verdict === "identified" ? "reasoning" : "warning",
      explainFace(m, names),
      describeFace(m, names)
    )
  }
  yield* journal.log(
    "reasoning",
    talentIds.length === 0
      ? `No talent identified in ${asset.filename}`
      : `Identified ${talentIds.length} talent in ${asset.filename}: ${talentIds.map((id) => names.get(id) ?? id).join(", ")}`,
    { identified: identified.map((t) => ({ talent_id: t.talentId, method: t.method, confidence: t.confidence })) }
  )
  const usageDate = inputs.intended_use_date ?? utcDateOf(yield* DateTime.now)
  const { use, result } = yield* talentReader
    .evaluate({
      talentIds,
      channels: inputs.distribution_channels,
      territory: inputs.territory,
      productCategory: inputs.product_category,
      usageDate,
      channelsField: "inputs.distribution_channels",
      unresolved: identification.reasons,
      warnings: identification.warnings
    })
    .pipe(Effect.catchTag("ValidationError", (e) => unitFailure("invalid_use", e.message)))
  for (const t of result.talent) {
    for (const c of t.channels) {
      yield* journal.log(
        c.verdict === "pass" ? "observation" : "warning",
        c.verdict === "pass"
          ? `${names.get(t.talentId) ?? t.talentId}: ${c.channel} granted by ${c.contractId}`
          : `${names.get(t.talentId) ?? t.talentId}: ${c.channel} not cleared (${c.reasons.map((r) => r.code).join(", ")})`,
        { talent_id: t.talentId, channel: c.channel, reasons: c.reasons.map((r) => r.code) }
      )
    }
  }
  for (const w of result.warnings) yield* journal.log("warning", w.message, { code: w.code })
  for (const r of result.unresolved ?? []) yield* journal.log("warning", r.message, { code: r.code })
  const report = {
    asset_id: asset.id,
    filename: asset.filename,
    verdict: result.verdict,
    usage_date: usageDate,
    talent: describeResult(result, names),
    warnings: result.warnings.map((w) => w.code),
    identification: {
      methods: identified.map((t) => ({ talent_id: t.talentId, method: t.method, confidence: t.confidence })),
      faces: matches.map((m) => describeFace(m, names)),
      unresolved: (result.unresolved ?? []).map((r) => ({ code: r.code, message: r.message }))
    }
  } satisfies JsonValue
  yield* journal.log("action", `${asset.filename}: ${result.verdict === "pass" ? "cleared" : "flagged"}`, {
    verdict: result.verdict
  })
  return {
    result: report,
    apply: Effect.asVoid(Effect.flatMap(ClearanceWriter, (writer) => writer.record({ assetId: asset.id, use, result })))
  }
})

interface AssetReport {
  readonly asset_id: string
  readonly filename: string
  readonly verdict: "pass" | "fail"
  readonly talent: ReadonlyArray<{
    readonly name: string | null
    readonly talent_id: string
    readonly channels: ReadonlyArray<{
      readonly channel: string
      readonly verdict: string
      readonly contract_id: string | null
      readonly reasons: ReadonlyArray<{
        readonly code: string
        readonly contract_id: string | null
        readonly message: string
      }>
    }>
  }>
  readonly warnings: ReadonlyArray<string>
  /** Absent from results of runs recorded before identification by face existed. */
  readonly identification?: {
    readonly unresolved: ReadonlyArray<{ readonly code: string; readonly message: string }>
  }
}

const finish = Effect.fnUntraced(function* (inputs: Inputs, units: ReadonlyArray<UnitRecord>) {
  const reports = units.flatMap((u) => (u.status === "succeeded" ? [u.result as unknown as AssetReport] : []))
  const errors = units.flatMap((u) =>
    u.status === "failed" ? [{ asset_id: u.unit.key, code: u.error?.code ?? "", message: u.error?.message ?? "" }] : []
  )
  const passed = reports.filter((r) => r.verdict === "pass").length
  const usageDate = inputs.intended_use_date ?? utcDateOf(yield* DateTime.now)
  const output = {
    summary: { assets: units.length, passed, failed: reports.length - passed, errors: errors.length },
    // Stable lists for chaining (workflow steps refer to them): the assets checked, cleared and flagged.
    asset_ids: reports.map((r) => r.asset_id),
    cleared_asset_ids: reports.filter((r) => r.verdict === "pass").map((r) => r.asset_id),
    flagged_asset_ids: reports.filter((r) => r.verdict === "fail").map((r) => r.asset_id),
    distribution_channels: inputs.distribution_channels,
    territory: inputs.territory ?? null,
    intended_use_date: usageDate,
    assets: reports as unknown as JsonValue,
    errors
  } satisfies JsonValue
  const lines = [
    "# Talent clearance report",
    "",
    `Channels: ${inputs.distribution_channels.join(", ")} · Territory: ${inputs.territory ?? "not checked"} · Date of use: ${usageDate}`,
    "",
    `**${passed} of ${units.length} assets cleared**, ${reports.length - passed} flagged, ${errors.length} could not be checked.`,
    "",
    markdownTable(
      ["Asset", "Verdict", "Talent", "Reasons", "Deciding contract"],
      reports.flatMap((r) => [
        ...((r.identification?.unresolved ?? []).length === 0
          ? []
          : [
              [
                r.filename,
                "FAIL",
                "not identified",
                (r.identification?.unresolved ?? []).map((x) => `${x.code}: ${x.message}`).join("; "),
                "-"
              ]
            ]),
        ...(r.talent.length === 0
          ? (r.identification?.unresolved ?? []).length === 0
            ? [[r.filename, r.verdict.toUpperCase(), "none identified", r.warnings.join(", ") || "-", "-"]]
            : []
          : r.talent.flatMap((t) =>
              t.channels.map((c) => [
                `${r.filename} (${c.channel})`,
                c.verdict.toUpperCase(),
                t.name ?? t.talent_id,
                c.reasons.map((x) => `${x.code}: ${x.message}`).join("; ") || "-",
                c.contract_id ?? c.reasons.find((x) => x.contract_id !== null)?.contract_id ?? "-"
              ])
            ))
      ])
    ),
    ...(errors.length === 0
      ? []
      : ["", "## Not checked", "", ...errors.map((e) => `- ${e.asset_id}: ${e.message} (${e.code})`)])
  ]
  return { output, artifacts: reportArtifacts("clearance-report", output, lines) }
})

export const TalentClearanceAgent = defineAgent({
  definition,
  inputs: Inputs,
  plan,
  runUnit: (inputs, unit) => runUnit(inputs, unit.key),
  finish
})
