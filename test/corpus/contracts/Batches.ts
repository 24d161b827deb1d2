// The corpus's batch files: each module under independent/, unseen/ or held-out/ exports its contracts (as
// `contracts`, or as its one exported list of contracts), each with its drafting style or its batch's name for one.
// Used by the scorer (evaluate.ts) and by the tests that read a whole half.
import { readdirSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import type { StyledContract } from "./Review.js"

const here = dirname(fileURLToPath(import.meta.url))

const isContract = (value: unknown): value is StyledContract =>
  typeof value === "object" && value !== null && "id" in value && "expected" in value && "source" in value

/** The contracts a batch module exports (`contracts`, or its one exported list of contracts), with their style. */
export const batch = (module: Record<string, unknown>, fallbackStyle: string): ReadonlyArray<StyledContract> => {
  const lists = Object.values(module).filter(
    (v): v is ReadonlyArray<unknown> => Array.isArray(v) && v.length > 0 && v.every(isContract)
  )
  const list = (Array.isArray(module["contracts"]) ? module["contracts"] : lists[0]) as ReadonlyArray<StyledContract>
  return list.map((c) => (c.style === undefined ? { ...c, style: fallbackStyle } : c))
}

/** Every batch module of a folder of the corpus. */
export const folder = async (name: string): Promise<ReadonlyArray<StyledContract>> => {
  const files = readdirSync(join(here, name))
    .filter((f) => f.endsWith(".ts"))
    .sort()
  const batches = await Promise.all(
    files.map(async (f) =>
      batch(
        (await import(pathToFileURL(join(here, name, f)).href)) as Record<string, unknown>,
        `${name}/${f.replace(/\.ts$/, "")}`
      )
    )
  )
  return batches.flat()
}
