// Writes what the reader of a checkout finds in development contracts, one JSON line per contract (its id, style,
// expected answers and the fields found): `node --import tsx <this file> OUT.jsonl [BATCH_FILES] [ID_PREFIXES]`, run
// from the root of the checkout whose reader is wanted. It loads that checkout's Review.ts and the batch files
// given (paths, comma-separated; default: the checkout's own development half), so a reader of an earlier wave can be
// replayed on batches written after it: its first contact with their styles (first-contact.ts scores the lines).
import { readdirSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { pathToFileURL } from "node:url"
import { Effect, type Layer } from "effect"
import { batch } from "./Batches.js"
import type { CorpusContract, Found } from "./Corpus.js"

interface Reviewed {
  readonly found: Found
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
  const found = await Effect.runPromise(
    review(contract).pipe(
      Effect.map((r) => r.found),
      Effect.provide(ReadingLive),
      Effect.orElseSucceed(() => null)
    )
  )
  lines.push(JSON.stringify({ id: contract.id, style: contract.style, expected: contract.expected, found }))
}
writeFileSync(resolve(out), lines.join("\n") + "\n")
console.log(`${lines.length} contracts read by the reader at ${root}`)
