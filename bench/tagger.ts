// Asset tagger benchmark, in process (no server: the tagger is a library the agent runtime calls): assets per
// second per core for 1-megapixel JPEGs, with and without OCR and object detection, and for the development
// half of the photo corpus (ordinary photographs, test/fixtures/tagger-corpus). Each asset is tagged alone
// (concurrency 1); "per core" divides the assets by the CPU seconds the process used (all threads: libvips' pool,
// the OCR worker), so it does not depend on how many cores those threads happened to spread over.
import { DateTime, Effect, Schema } from "effect"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import sharp from "sharp"
import { tagAsset, type TagOptions } from "../application/tagging/AssetTagging.js"
import { TaxonomyId } from "../domain/platform/Ids.js"
import * as T from "../domain/tagging/Taxonomy.js"
import { AnalysisLive } from "../runtime/Analysis.js"
import { CORPUS_DIR, photos } from "../test/support/TaggerCorpus.js"
import { assetFor } from "../test/support/TaggerFixtures.js"
import { printTable } from "./BenchServer.js"

const WIDTH = 1155
const HEIGHT = 866 // 1.0 megapixels

const t0 = DateTime.unsafeMake(0)
const taxonomy = T.create(
  Schema.decodeSync(TaxonomyId)("txn_01m7z3qfmzfzzvf9fh0kac7238"),
  {
    name: "Bench",
    terms: ["Blue", "Red", "Green", "Yellow", "Sale", "Summer", "Calm", "Warm", "Landscape"].map((label) => ({ label }))
  },
  t0
)

const COLOURS = ["#1e88e5", "#d32f2f", "#2e7d32", "#f1c71b", "#8e24aa", "#ff8c00", "#5d4037", "#00897b"]
const WORDS = ["SUMMER SALE", "NEW SEASON", "LIMITED OFFER", "OPEN DAY", "SPRING COLLECTION", "FREE DELIVERY"]

/** A 1 MP JPEG: a two-colour gradient, a few shapes and one line of text. */
const picture = (i: number) => {
  const a = COLOURS[i % COLOURS.length]!
  const b = COLOURS[(i * 3 + 1) % COLOURS.length]!
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/>` +
    `<stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>` +
    `<circle cx="${200 + ((i * 97) % 700)}" cy="${250 + ((i * 53) % 400)}" r="${80 + (i % 5) * 20}" fill="#ffffff" opacity="0.5"/>` +
    `<rect x="60" y="${HEIGHT - 230}" width="${WIDTH - 120}" height="150" fill="#ffffff" opacity="0.85"/>` +
    `<text x="90" y="${HEIGHT - 125}" font-family="DejaVu Sans, sans-serif" font-size="84" font-weight="bold" fill="#111">` +
    `${WORDS[i % WORDS.length]}</text></svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer()
}

const measure = (files: ReadonlyArray<string>, options: TagOptions) =>
  Effect.gen(function* () {
    const cpu = process.cpuUsage()
    const started = performance.now()
    let tags = 0
    for (const file of files) {
      const outcome = yield* tagAsset({ asset: assetFor(file, "image/jpeg"), path: file, taxonomy, options })
      if (outcome.status !== "tagged") return yield* Effect.dieMessage(`${file}: ${outcome.error.message}`)
      tags += outcome.tags.length
    }
    const seconds = (performance.now() - started) / 1000
    const used = process.cpuUsage(cpu)
    const cpuSeconds = (used.user + used.system) / 1e6
    return {
      assets: files.length,
      "wall s": Math.round(seconds * 100) / 100,
      "ms/asset": Math.round((seconds * 1000) / files.length),
      "assets/s (1 at a time)": Math.round((files.length / seconds) * 100) / 100,
      "CPU s/asset": Math.round((cpuSeconds / files.length) * 1000) / 1000,
      "assets/s per core": Math.round((files.length / cpuSeconds) * 100) / 100,
      "tags/asset": Math.round((tags / files.length) * 10) / 10
    }
  })

export const run = async () => {
  const count = Number(process.env["TAGGER_BENCH_ASSETS"] ?? "24")
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clearhouse-tagger-bench-"))
  try {
    const files: Array<string> = []
    for (let i = 0; i < count; i++) {
      const file = path.join(dir, `photo-${i}.jpg`)
      fs.writeFileSync(file, await picture(i))
      files.push(file)
    }
    const rows = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          // Warm up: the first asset starts the tesseract worker and loads the object model (measured on its own).
          const warm = performance.now()
          yield* measure(files.slice(0, 1), {})
          const warmup = Math.round(performance.now() - warm)
          const modes: ReadonlyArray<readonly [string, TagOptions]> = [
            ["colours, tones, geometry only", { ocr: false, objects: false }],
            ["+ objects (no OCR)", { ocr: false, objects: true }],
            ["+ OCR (no objects)", { ocr: true, objects: false }],
            ["+ OCR + objects (default)", {}]
          ]
          const rows = []
          for (const [mode, options] of modes) rows.push({ mode, ...(yield* measure(files, options)) })
          const corpus = photos("dev").map((p) => path.join(CORPUS_DIR, p.file))
          rows.push({ mode: `corpus photographs (≤ 640 px), default`, ...(yield* measure(corpus, {})) })
          return { warmup, rows }
        })
      ).pipe(Effect.provide(AnalysisLive))
    )
    console.log(`1-megapixel JPEGs (${WIDTH}×${HEIGHT}), ${count} distinct pictures, ${os.cpus().length} cores`)
    console.log(`first asset (starts the OCR worker, loads the object model): ${rows.warmup} ms`)
    printTable("asset tagger throughput", rows.rows)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
