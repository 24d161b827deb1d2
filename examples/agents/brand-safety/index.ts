// A custom agent: the brand-safety check. For each asset it looks for the given terms (whole words, any case) in
// the asset's filename, tags, the text of its metadata (description, transcript, OCR text…) and, for text files,
// its content; it flags the assets where a term appears, with the evidence, and writes a CSV of them.
import { defineAgent, type Json, Schema } from "@clearhouse/agent-sdk"

interface Match {
  readonly term: string
  readonly source: string
  readonly excerpt: string
}

interface AssetVerdict {
  readonly asset_id: string
  readonly filename: string
  readonly flagged: boolean
  readonly matches: ReadonlyArray<Match>
}

/** Every string of a JSON value with the path it sits at (`metadata.transcript`, `metadata.scenes[2]`). */
const strings = (value: Json, at: string): ReadonlyArray<readonly [string, string]> =>
  typeof value === "string"
    ? [[at, value]]
    : Array.isArray(value)
      ? (value as ReadonlyArray<Json>).flatMap((item, i) => strings(item, `${at}[${i}]`))
      : typeof value === "object" && value !== null
        ? Object.entries(value).flatMap(([key, item]) => strings(item, `${at}.${key}`))
        : []

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** Where `term` occurs in `text` as a whole word, with up to 40 characters around it. */
const find = (term: string, text: string): string | undefined => {
  const match = new RegExp(`(^|[^\\p{L}\\p{N}])${escape(term)}($|[^\\p{L}\\p{N}])`, "iu").exec(text)
  if (match === null) return undefined
  const start = Math.max(0, match.index - 40)
  const end = Math.min(text.length, match.index + match[0].length + 40)
  return `${start > 0 ? "…" : ""}${text.slice(start, end).replace(/\s+/g, " ").trim()}${end < text.length ? "…" : ""}`
}

/** Files read as text whatever their detected type: scripts, subtitles, transcripts. */
const TEXT_FILE = /\.(txt|md|srt|vtt|csv)$/i

const csvCell = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text)

export default defineAgent({
  id: "brand-safety",
  name: "Brand Safety Check",
  description:
    "Flags assets whose filename, tags, metadata text (description, transcript, OCR text) or text content contain " +
    "any of the given terms, as whole words in any case, with the evidence; writes brand-safety.csv.",
  version: "1.0.0",
  cost: { amount: 2, unit: "asset" },
  scopes: ["assets:read"],
  inputs: Schema.Struct({
    asset_ids: Schema.Array(Schema.String).check(Schema.isMinLength(1), Schema.isMaxLength(500)),
    terms: Schema.Array(Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(100))).check(
      Schema.isMinLength(1),
      Schema.isMaxLength(200)
    )
  }),

  plan: async (ctx) => {
    const ids = [...new Set(ctx.inputs.asset_ids)]
    for (const [i, id] of ids.entries()) {
      if ((await ctx.assets.get(id)) === null) {
        ctx.invalid(`inputs.asset_ids[${i}]`, "not_found", `No asset with id ${id} in this workspace`)
      }
    }
    return ids.map((id) => ({ key: id, label: id }))
  },

  unit: async (unit, ctx) => {
    const asset = await ctx.assets.get(unit.key)
    if (asset === null) return ctx.fail("not_found", `The asset ${unit.key} was deleted`)
    const sources: Array<readonly [string, string]> = [
      ["filename", asset.filename],
      ...asset.tags.map((tag) => ["tags", tag] as const),
      ...strings(asset.metadata, "metadata")
    ]
    if (asset.content_type.startsWith("text/") || TEXT_FILE.test(asset.filename)) {
      sources.push(["content", await ctx.assets.text(asset.id, 512 * 1024)])
    }
    ctx.log("reasoning", `Looking for ${ctx.inputs.terms.length} terms in ${sources.length} texts of ${asset.filename}`)
    const matches: Array<Match> = []
    for (const term of ctx.inputs.terms) {
      for (const [source, text] of sources) {
        const excerpt = find(term, text)
        if (excerpt !== undefined) matches.push({ term, source, excerpt })
      }
    }
    if (matches.length > 0) {
      ctx.log("observation", `${asset.filename}: ${matches.map((m) => `"${m.term}" in ${m.source}`).join(", ")}`)
    }
    const verdict: AssetVerdict = {
      asset_id: asset.id,
      filename: asset.filename,
      flagged: matches.length > 0,
      matches
    }
    return verdict as unknown as Json
  },

  finish: (units) => {
    const verdicts = units.flatMap((u) => (u.status === "succeeded" ? [u.result as unknown as AssetVerdict] : []))
    const flagged = verdicts.filter((v) => v.flagged)
    const rows = flagged.flatMap((v) =>
      v.matches.map((m) => [v.asset_id, v.filename, m.term, m.source, m.excerpt].map(csvCell).join(","))
    )
    return {
      output: {
        summary: {
          assets: units.length,
          flagged: flagged.length,
          clean: verdicts.length - flagged.length,
          failed: units.length - verdicts.length
        },
        assets: verdicts as unknown as Json
      },
      artifacts: [
        {
          name: "brand-safety.csv",
          contentType: "text/csv; charset=utf-8",
          content: ["asset_id,filename,term,source,excerpt", ...rows].join("\n") + "\n"
        }
      ]
    }
  }
})
