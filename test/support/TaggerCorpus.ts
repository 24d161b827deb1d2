// The asset tagger's photo corpus (test/fixtures/tagger-corpus): ordinary photographs labelled by hand with the
// concrete terms a person sees in them, split into a development half (tuned on, scored by `npm test`) and a
// held-out half (never tuned on, scored by `npm run corpus:tagger`). Scores are per tag: precision and recall of
// the tags the tagger applies against the labels, over one taxonomy that holds every label.
import { DateTime, Effect, Schema } from "effect"
import * as fs from "node:fs"
import * as path from "node:path"
import { tagAsset } from "../../application/tagging/AssetTagging.js"
import { TaxonomyId } from "../../domain/platform/Ids.js"
import * as T from "../../domain/tagging/Taxonomy.js"
import { assetFor } from "./TaggerFixtures.js"

export const CORPUS_DIR = path.join(import.meta.dirname, "..", "fixtures", "tagger-corpus")

export type Split = "dev" | "held-out"

export interface LabelledPhoto {
  readonly file: string
  readonly split: Split
  readonly tags: ReadonlyArray<string>
}

export const photos = (split: Split): ReadonlyArray<LabelledPhoto> =>
  (
    JSON.parse(fs.readFileSync(path.join(CORPUS_DIR, "labels.json"), "utf8")) as {
      readonly photos: ReadonlyArray<LabelledPhoto>
    }
  ).photos.filter((p) => p.split === split)

/** A workspace's plain taxonomy of concrete terms, with the parents a person would give them. */
export const CORPUS_TAXONOMY = T.create(
  Schema.decodeSync(TaxonomyId)("txn_01m7z3qfmzfzzvf9fh0kac7239"),
  {
    name: "Photo library",
    terms: [
      { label: "animal" },
      { label: "cat", parent: "animal" },
      { label: "insect", parent: "animal" },
      { label: "person", synonyms: ["people"] },
      { label: "vehicle" },
      { label: "boat", parent: "vehicle" },
      { label: "motorcycle", parent: "vehicle" },
      { label: "rocket", parent: "vehicle" },
      { label: "plant" },
      { label: "flower", parent: "plant" },
      { label: "leaf", parent: "plant" },
      { label: "tree", parent: "plant" },
      { label: "grass", parent: "plant" },
      { label: "cup" },
      { label: "kite" },
      { label: "camera" },
      { label: "coin" },
      { label: "building" },
      { label: "text" },
      { label: "water" },
      { label: "sky" },
      { label: "outdoor" },
      { label: "indoor" },
      { label: "night" }
    ]
  },
  DateTime.unsafeMake(0)
)

export interface PhotoResult {
  readonly file: string
  readonly expected: ReadonlyArray<string>
  readonly got: ReadonlyArray<string>
}

export interface TagScore {
  readonly tag: string
  /** Photos labelled with the tag that got it, that got it without the label, and labelled ones that missed it. */
  readonly tp: number
  readonly fp: number
  readonly fn: number
  readonly precision: number | null
  readonly recall: number | null
}

const ratio = (a: number, b: number) => (b === 0 ? null : Math.round((a / b) * 1000) / 1000)

/** Per-tag scores (every tag labelled or applied), then the micro-averaged total as the tag "all". */
export const score = (results: ReadonlyArray<PhotoResult>): ReadonlyArray<TagScore> => {
  const tags = Array.from(new Set(results.flatMap((r) => [...r.expected, ...r.got]))).sort()
  const rows = tags.map((tag) => {
    let tp = 0
    let fp = 0
    let fn = 0
    for (const r of results) {
      const labelled = r.expected.includes(tag)
      const applied = r.got.includes(tag)
      if (labelled && applied) tp++
      else if (applied) fp++
      else if (labelled) fn++
    }
    return { tag, tp, fp, fn, precision: ratio(tp, tp + fp), recall: ratio(tp, tp + fn) }
  })
  const tp = rows.reduce((n, r) => n + r.tp, 0)
  const fp = rows.reduce((n, r) => n + r.fp, 0)
  const fn = rows.reduce((n, r) => n + r.fn, 0)
  return [...rows, { tag: "all", tp, fp, fn, precision: ratio(tp, tp + fp), recall: ratio(tp, tp + fn) }]
}

/** Tags every photo of the split (one at a time) and returns what each got. */
export const runCorpus = (split: Split) =>
  Effect.forEach(photos(split), (photo) =>
    Effect.gen(function* () {
      const file = path.join(CORPUS_DIR, photo.file)
      const outcome = yield* tagAsset({ asset: assetFor(file, "image/jpeg"), path: file, taxonomy: CORPUS_TAXONOMY })
      if (outcome.status !== "tagged") return yield* Effect.dieMessage(`${photo.file}: ${outcome.error.message}`)
      return { file: photo.file, expected: photo.tags, got: outcome.tags.map((t) => t.tag).sort() } as PhotoResult
    })
  )

/** The scores as a fixed-width table, then each photo's misses and extras. */
export const formatScores = (title: string, results: ReadonlyArray<PhotoResult>): string => {
  const pad = (s: string, n: number) => s.padEnd(n)
  const num = (x: number | null) => (x === null ? "-" : x.toFixed(2)).padStart(9)
  const lines = [
    `${title}: ${results.length} photos`,
    `${pad("tag", 12)}${"tp".padStart(4)}${"fp".padStart(4)}${"fn".padStart(4)}${"precision".padStart(11)}${"recall".padStart(9)}`
  ]
  for (const r of score(results)) {
    lines.push(
      `${pad(r.tag, 12)}${String(r.tp).padStart(4)}${String(r.fp).padStart(4)}${String(r.fn).padStart(4)}  ${num(r.precision)}${num(r.recall)}`
    )
  }
  for (const r of results) {
    const missed = r.expected.filter((t) => !r.got.includes(t))
    const extra = r.got.filter((t) => !r.expected.includes(t))
    if (missed.length + extra.length > 0) {
      lines.push(`  ${r.file}: missed [${missed.join(", ")}] extra [${extra.join(", ")}]`)
    }
  }
  return lines.join("\n")
}
