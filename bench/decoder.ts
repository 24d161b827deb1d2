// Decoder micro-benchmark: a list page of 20 rows (and one row alone) decoded by Schema's interpreter and by the
// compiled decoder (domain/platform/CompiledDecoder.ts), µs per page, in this process, no database: the rows are
// what @effect/sql-pg gives the repositories (camelCase keys, Dates, the page's `listTotal` column). Rounds of the
// two alternate, and the median round is reported, so a neighbour's load touches both alike. Last, the page again with
// Effect 4.1's own (unstable) schema compiler enabled for it, against the compiled decoder.
// `npm run bench -- decoder`, or `node --import tsx bench/decoder.ts`.
import { Effect, Schema } from "effect"
import * as SchemaJITCompiler from "effect/schema/SchemaJITCompiler"
import { ListedRowSchema } from "../adapters/postgres/PgAgentRunRepository.js"
import { AssetRow } from "../adapters/postgres/PgAssetRepository.js"
import { ProjectRow } from "../adapters/postgres/PgProjectRepository.js"
import { compileDecoder } from "../domain/platform/CompiledDecoder.js"

const ROUNDS = 7
const PAGES_PER_ROUND = 3_000

const suffix = (i: number) =>
  `01jd5x8m2kf3q9v7w6t4y2r${String(i)
    .padStart(3, "0")
    .replace(/[^0-7]/g, "0")}`

const projectRows = Array.from({ length: 20 }, (_, i) => ({
  id: `prj_${suffix(i)}`,
  name: `Project ${i}`,
  description: i % 3 === 0 ? null : `The project numbered ${i}`,
  visibility: i % 2 === 0 ? "private" : "workspace",
  createdAt: new Date(1_760_000_000_000 + i * 1000),
  updatedAt: new Date(1_760_000_500_000 + i * 1000),
  listTotal: 120
}))

const assetRows = Array.from({ length: 20 }, (_, i) => ({
  id: `ast_${suffix(i)}`,
  projectId: `prj_${suffix(0)}`,
  filename: `shot-${i}.jpg`,
  contentType: "image/jpeg",
  declaredContentType: "image/jpeg",
  detectedContentType: null,
  sizeBytes: BigInt(123_456 + i),
  sha256: "9f".repeat(32),
  metadata: { camera: "A", take: i, tags: ["x", "y"] },
  tags: ["exterior", "day"],
  talentIds: [`tal_${suffix(i)}`],
  status: "available",
  createdAt: new Date(1_760_000_000_000 + i * 1000),
  updatedAt: new Date(1_760_000_500_000 + i * 1000),
  listTotal: 120
}))

// Agent runs as their list reads them: JSON inputs, a `NullOr` class for the error (set on one row in five).
const runRows = Array.from({ length: 20 }, (_, i) => ({
  id: `run_${suffix(i)}`,
  workspaceId: `wsp_${suffix(1)}`,
  agentId: "clearance",
  agentVersion: null,
  status: i % 5 === 0 ? "failed" : "succeeded",
  inputs: { projectId: `prj_${suffix(0)}`, channels: ["tv"] },
  scopes: ["projects:read"],
  keyId: `key_${suffix(2)}`,
  userId: `usr_${suffix(3)}`,
  unitKeys: ["a", "b"],
  creditsReserved: "12",
  error: i % 5 === 0 ? { code: "unit_failed", message: "A unit failed" } : null,
  cancelRequestedAt: null,
  createdAt: new Date(1_760_000_000_000 + i * 1000),
  startedAt: new Date(1_760_000_000_500 + i * 1000),
  finishedAt: null,
  unitTotals: [1, 2, 3],
  listTotal: 120
}))

const perPage = (decode: (input: unknown) => Effect.Effect<unknown, unknown>, input: unknown): number => {
  const start = process.hrtime.bigint()
  for (let i = 0; i < PAGES_PER_ROUND; i++) Effect.runSyncExit(decode(input))
  return Number(process.hrtime.bigint() - start) / 1000 / PAGES_PER_ROUND
}

const median = (values: ReadonlyArray<number>) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

const compare = (label: string, schema: Schema.Decoder<unknown>, input: unknown, jit = false) => {
  // Effect's own compiler changes how the AST's nodes decode from then on: it is enabled last, on its own array.
  if (jit) SchemaJITCompiler.enable(schema.ast)
  const interpreter = Schema.decodeUnknownEffect(schema)
  const compiled = compileDecoder(schema)
  // The same value first: a benchmark of a decoder that answers differently would say nothing.
  const a = JSON.stringify(Effect.runSync(interpreter(input)))
  if (a !== JSON.stringify(Effect.runSync(compiled(input)))) throw new Error(`${label}: the decoders disagree`)
  const interpreted: Array<number> = []
  const compiledRounds: Array<number> = []
  perPage(interpreter, input)
  perPage(compiled, input)
  for (let round = 0; round < ROUNDS; round++) {
    interpreted.push(perPage(interpreter, input))
    compiledRounds.push(perPage(compiled, input))
  }
  const [i, c] = [median(interpreted), median(compiledRounds)]
  console.log(
    `| ${label} | ${i.toFixed(1)} | ${c.toFixed(1)} | ${(i / c).toFixed(1)}× | ` +
      `${Math.min(...interpreted).toFixed(1)}–${Math.max(...interpreted).toFixed(1)} / ` +
      `${Math.min(...compiledRounds).toFixed(1)}–${Math.max(...compiledRounds).toFixed(1)} |`
  )
}

export const run = async () => {
  console.log(`node ${process.version}, ${ROUNDS} alternating rounds of ${PAGES_PER_ROUND} decodes, median µs each`)
  console.log("| rows | interpreter | compiled | ratio | rounds' range (interpreter / compiled) |")
  console.log("|---|--:|--:|--:|---|")
  compare("projects, a page of 20", Schema.Array(ProjectRow), projectRows)
  compare("projects, one row", ProjectRow, projectRows[0])
  compare("assets, a page of 20", Schema.Array(AssetRow), assetRows)
  compare("agent runs, a page of 20", Schema.Array(ListedRowSchema), runRows)
  compare(
    "projects, a page of 20, Effect's SchemaJITCompiler in the interpreter's column",
    Schema.Array(ProjectRow),
    projectRows,
    true
  )
  await Promise.resolve()
}

if (process.argv[1]?.endsWith("decoder.ts") === true) await run()
