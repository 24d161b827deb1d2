// Writes what the reader of a checkout finds in development contracts, one JSON line per contract (its id, style,
// expected answers, the fields found and where each field's answer came from): `node --import tsx <this file>
// OUT.jsonl [BATCH_FILES] [ID_PREFIXES]`, run from the root of the checkout whose reader is wanted. It loads that
// checkout's Review.ts and the batch files given (paths, comma-separated; default: the checkout's own development
// half), so a reader of an earlier wave can be replayed on batches written after it: its first contact with their
// styles (first-contact.ts scores the lines).
import { readdirSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { pathToFileURL } from "node:url"
import { Effect, type Layer } from "effect"
import { batch } from "./Batches.js"
import type { CorpusContract, Found } from "./Corpus.js"

/** What a reader of any wave returns beside the found fields: each field's cited words, and the document's sentences. */
interface Cited {
  readonly start: number
  readonly end: number
}
interface Reviewed {
  readonly found: Found
  readonly fields?: Record<string, { readonly sources?: ReadonlyArray<Cited> }>
  readonly document?: {
    readonly text: string
    readonly sentences: ReadonlyArray<{
      readonly start: number
      readonly end: number
      readonly topic?: string
      readonly label?: string | null
      readonly heading?: boolean
      readonly clause?: { readonly topic?: string; readonly number?: string | null; readonly index?: number }
    }>
  }
}

/**
 * Where each field's answer came from: per cited source, the topic of its sentence and of its clause, whether the
 * sentence is a labelled row ("Fee: …") or prose, whether its clause is numbered, and how far into the text it
 * stands (0 at the start, 1 at the end). For measuring which sources first-contact answers can be trusted from.
 */
const sourcesOf = (r: Reviewed) => {
  const doc = r.document
  if (r.fields === undefined || doc === undefined) return undefined
  return Object.fromEntries(
    Object.entries(r.fields).map(([field, reading]) => [
      field,
      (reading.sources ?? []).map((c) => {
        const s = doc.sentences.find((x) => c.start >= x.start && c.start < x.end)
        return {
          topic: s?.topic ?? null,
          clause: s?.clause?.topic ?? null,
          labelled: s?.label !== null && s?.label !== undefined,
          numbered: s?.clause?.number !== null && s?.clause?.number !== undefined,
          preamble: s?.clause?.index === 0,
          at: Math.round((c.start / Math.max(1, doc.text.length)) * 100) / 100
        }
      })
    ])
  )
}
interface ReviewModule {
  readonly review: (contract: CorpusContract) => Effect.Effect<Reviewed, Error, never>
  readonly ReadingLive: Layer.Layer<never>
}

const root = process.cwd()
const here = (path: string) => pathToFileURL(join(root, path)).href
const { review, ReadingLive } = (await import(here("test/corpus/contracts/Review.ts"))) as ReviewModule

/** A batch file's contracts with their style, as the corpus loads them (Batches.ts, this checkout's, not the replayed one's). */
const load = async (path: string, fallbackStyle: string) =>
  batch((await import(pathToFileURL(path).href)) as Record<string, unknown>, fallbackStyle)

const [out, batchArg, prefixArg] = process.argv.slice(2)
if (out === undefined) throw new Error("usage: readings.ts OUT.jsonl [BATCH_FILES] [ID_PREFIXES]")
const independent = join(root, "test/corpus/contracts/independent")
const files =
  batchArg !== undefined && batchArg !== ""
    ? batchArg.split(",").map((f) => resolve(f))
    : [
        join(root, "test/corpus/contracts/development.ts"),
        ...readdirSync(independent)
          .filter((f) => f.endsWith(".ts"))
          .sort()
          .map((f) => join(independent, f))
      ]
const prefixes = (prefixArg ?? "").split(",").filter((p) => p !== "")
const contracts = (await Promise.all(files.map((f) => load(f, f.replace(/^.*\/|\.ts$/g, ""))))).flat()
const wanted = contracts.filter((c) => prefixes.length === 0 || prefixes.some((p) => c.id.startsWith(p)))

const lines: Array<string> = []
for (const contract of wanted) {
  const reviewed = await Effect.runPromise(
    review(contract).pipe(
      Effect.provide(ReadingLive),
      Effect.orElseSucceed(() => null)
    )
  )
  const found = reviewed?.found ?? null
  const sources = reviewed === null ? undefined : sourcesOf(reviewed)
  lines.push(JSON.stringify({ id: contract.id, style: contract.style, expected: contract.expected, found, sources }))
}
writeFileSync(resolve(out), lines.join("\n") + "\n")
console.log(`${lines.length} contracts read by the reader at ${root}`)
