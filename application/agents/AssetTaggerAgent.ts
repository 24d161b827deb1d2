// The asset-tagger agent (SPEC "Platform agents", 5 credits per asset): for each asset, analyse its bytes
// (AssetTagging.tagAsset: images, video, audio, documents), apply the matched terms of the named workspace taxonomy
// as tags (asset.updated, provenance "tagged" with the evidence), and report suggestions for content that fits no
// term. A file the tagger cannot read fails that asset only (not charged); the run goes on.
import { Effect, Option, Schema } from "effect"
import { ValidationError } from "../../domain/platform/Errors.js"
import { AssetId } from "../../domain/platform/Ids.js"
import type { JsonObject, JsonValue } from "../../domain/platform/Json.js"
import type { TaggingReport } from "../../domain/tagging/Tagging.js"
import { tagAsset, tagEvidence } from "../tagging/AssetTagging.js"
import { type AgentDefinition, defineAgent, type UnitRecord, unitFailure } from "./AgentProgram.js"
import { AssetReader, AssetTagWriter, RunJournal, TaxonomyReader } from "./Capabilities.js"
import { assetIdsInput, checkAssets } from "./AssetInputs.js"
import { markdownTable, reportArtifacts } from "./Reports.js"
import { trimmedText } from "../../domain/platform/Fields.js"

export const definition: AgentDefinition = {
  id: "asset-tagger",
  name: "Asset Tagger",
  description:
    "Visual analysis of images and video and audio characteristics of sound files; detects objects, text, " +
    "colours and mood; applies tags from the workspace taxonomy and suggests new tags when content fits no term.",
  cost: { amount: 5, unit: "asset" },
  scopes: ["assets:read", "assets:write"]
}

export const Inputs = Schema.Struct({
  asset_ids: assetIdsInput("tag"),
  taxonomy: trimmedText(100, "The name of a workspace taxonomy (see /v1/taxonomies), ignoring case"),
  ocr: Schema.optionalKey(
    Schema.Boolean.annotate({ description: "Read text in images and video frames (default true)" })
  ),
  objects: Schema.optionalKey(
    Schema.Boolean.annotate({
      description: "Detect objects (the 80 COCO classes) in images and video frames (default true)"
    })
  )
}).annotate({ identifier: "AssetTaggerInputs" })
type Inputs = typeof Inputs.Type

/** What one asset's unit records: the tags and suggestions, plus the findings behind them. */
const AssetResult = Schema.Struct({
  asset_id: Schema.String,
  filename: Schema.String,
  media_kind: Schema.String,
  tags: Schema.Array(
    Schema.Struct({ tag: Schema.String, confidence: Schema.Number, rule: Schema.String, matched: Schema.String })
  ),
  suggestions: Schema.Array(Schema.Struct({ tag: Schema.String, confidence: Schema.Number, finding: Schema.String })),
  findings: Schema.Array(Schema.Unknown)
})
type AssetResult = typeof AssetResult.Type
const decodeResult = Schema.decodeUnknownOption(AssetResult)

const resultOf = (filename: string, report: TaggingReport): JsonObject => ({
  asset_id: report.assetId,
  filename,
  media_kind: report.mediaKind,
  tags: report.tags.map((t) => ({
    tag: t.tag,
    confidence: t.confidence,
    rule: t.rule,
    matched: t.matched,
    finding: t.finding
  })),
  suggestions: report.suggestions.map((s) => ({
    tag: s.tag,
    confidence: s.confidence,
    finding: s.finding,
    evidence: s.evidence
  })),
  findings: report.findings.map((f) => ({
    id: f.id,
    aspect: f.aspect,
    measure: f.measure,
    value: f.value,
    unit: f.unit,
    confidence: f.confidence,
    evidence: f.evidence
  }))
})

const plan = Effect.fnUntraced(function* (inputs: Inputs) {
  const assets = yield* checkAssets(inputs.asset_ids)
  const taxonomy = yield* Effect.flatMap(TaxonomyReader, (t) => t.named(inputs.taxonomy))
  const problems = [
    ...assets.issues,
    ...(Option.isNone(taxonomy) ? [{ field: "inputs.taxonomy", issue: "not_found" }] : [])
  ]
  const messages = [
    ...(assets.message === null ? [] : [assets.message]),
    ...(Option.isNone(taxonomy) ? [`No taxonomy named "${inputs.taxonomy}" in this workspace`] : [])
  ]
  if (problems.length > 0) return yield* ValidationError.of(problems, messages.join("; "))
  return assets.distinct.map((id) => ({ key: id, label: id }))
})

const runUnit = Effect.fnUntraced(function* (inputs: Inputs, assetId: string) {
  const journal = yield* RunJournal
  const assets = yield* AssetReader
  const found = Schema.is(AssetId)(assetId) ? yield* assets.get(assetId) : Option.none()
  if (Option.isNone(found)) return yield* unitFailure("asset_not_found", "The asset no longer exists")
  const asset = found.value
  const taxonomy = yield* Effect.flatMap(TaxonomyReader, (t) => t.named(inputs.taxonomy))
  if (Option.isNone(taxonomy)) {
    return yield* unitFailure("taxonomy_not_found", `The taxonomy "${inputs.taxonomy}" no longer exists`)
  }
  const outcome = yield* Effect.scoped(
    Effect.flatMap(assets.localFile(asset), (path) =>
      tagAsset({
        asset,
        path,
        taxonomy: taxonomy.value,
        options: {
          ...(inputs.ocr === undefined ? {} : { ocr: inputs.ocr }),
          ...(inputs.objects === undefined ? {} : { objects: inputs.objects })
        }
      })
    )
  ).pipe(
    Effect.catchTag("NotFound", () => unitFailure("content_missing", `The content of ${asset.filename} is missing`))
  )
  for (const entry of outcome.log) yield* journal.log(entry.kind, entry.message, entry.data)
  if (outcome.status === "failed") return yield* unitFailure(outcome.error.code, outcome.error.message)
  const tags = outcome.tags.map((t) => t.tag)
  yield* journal.log(
    "action",
    tags.length === 0
      ? `${asset.filename}: no term of "${taxonomy.value.name}" applies`
      : `${asset.filename}: tagging ${tags.join(", ")}`,
    { tags, suggestions: outcome.suggestions.map((s) => s.tag) }
  )
  return {
    result: resultOf(asset.filename, outcome),
    apply:
      tags.length === 0
        ? Effect.void
        : Effect.asVoid(
            Effect.flatMap(AssetTagWriter, (writer) => writer.addTags(asset.id, tags, tagEvidence(outcome)))
          )
  }
})

const finish = (inputs: Inputs, units: ReadonlyArray<UnitRecord>) =>
  Effect.sync(() => {
    const results = units.flatMap((u) => {
      const decoded = u.status === "succeeded" ? decodeResult(u.result) : Option.none<AssetResult>()
      return Option.isSome(decoded) ? [decoded.value] : []
    })
    const errors = units.flatMap((u) =>
      u.status === "failed"
        ? [{ asset_id: u.unit.key, code: u.error?.code ?? "", message: u.error?.message ?? "" }]
        : []
    )
    // Suggestions across the run: how many assets each would have tagged, and the surest evidence.
    const suggested = new Map<string, { assets: number; confidence: number }>()
    for (const r of results) {
      for (const s of r.suggestions) {
        const seen = suggested.get(s.tag) ?? { assets: 0, confidence: 0 }
        suggested.set(s.tag, { assets: seen.assets + 1, confidence: Math.max(seen.confidence, s.confidence) })
      }
    }
    const suggestions = Array.from(suggested, ([tag, s]) => ({ tag, assets: s.assets, confidence: s.confidence })).sort(
      (a, b) => b.assets - a.assets || b.confidence - a.confidence || (a.tag < b.tag ? -1 : 1)
    )
    const summary = {
      assets: units.length,
      tagged: results.length,
      failed: errors.length,
      tags_applied: results.reduce((n, r) => n + r.tags.length, 0)
    }
    const output = {
      summary,
      taxonomy: inputs.taxonomy,
      assets: results.map((r) => ({
        asset_id: r.asset_id,
        filename: r.filename,
        media_kind: r.media_kind,
        tags: r.tags.map((t) => t.tag),
        suggestions: r.suggestions.map((s) => s.tag)
      })),
      suggestions,
      errors
    } satisfies JsonValue
    const lines = [
      "# Asset tagging report",
      "",
      `Taxonomy: ${inputs.taxonomy} · ${summary.tagged} of ${summary.assets} assets analysed, ` +
        `${summary.tags_applied} tags applied, ${summary.failed} could not be analysed.`,
      "",
      markdownTable(
        ["Asset", "Kind", "Tags (rule)", "Suggested"],
        results.map((r) => [
          r.filename,
          r.media_kind,
          r.tags.map((t) => `${t.tag} (${t.rule}: ${t.matched}, ${t.confidence})`).join(", ") || "-",
          r.suggestions.map((s) => s.tag).join(", ") || "-"
        ])
      ),
      ...(suggestions.length === 0
        ? []
        : ["", "## Suggested new terms", "", ...suggestions.map((s) => `- ${s.tag}: ${s.assets} asset(s)`)]),
      ...(errors.length === 0
        ? []
        : ["", "## Not analysed", "", ...errors.map((e) => `- ${e.asset_id}: ${e.message} (${e.code})`)])
    ]
    const full = { ...output, assets: results.map((r) => ({ ...r, findings: r.findings as ReadonlyArray<JsonValue> })) }
    return { output, artifacts: reportArtifacts("tagging-report", full, lines) }
  })

export const AssetTaggerAgent = defineAgent({
  definition,
  inputs: Inputs,
  plan,
  runUnit: (inputs, unit) => runUnit(inputs, unit.key),
  finish
})
