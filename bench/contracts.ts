// Contract reading benchmark, in process (the reviewer's reading pipeline is a library the agent runtime calls):
// contracts per second per core over the development corpus, by format: Word (with tables), PDF with a text
// layer, scanned PDF read by OCR. Files are rendered once before timing; each contract is read alone
// (concurrency 1); "per core" divides the contracts by the CPU seconds the process used (all threads).
import { Effect } from "effect"
import { analyse } from "../application/contracts/ContractReading.js"
import { DocumentReader } from "../application/contracts/ports/DocumentReader.js"
import { type Format, render } from "../test/corpus/contracts/Corpus.js"
import { development } from "../test/corpus/contracts/development.js"
import { ReadingLive } from "../test/corpus/contracts/Review.js"
import { printTable } from "./BenchServer.js"

const ROUNDS: Record<Format, number> = { docx: 10, pdf: 10, scan: 2, text: 0 }

export const run = async () => {
  const files = await Promise.all(
    development.filter((c) => c.format !== "text").map(async (c) => ({ format: c.format, file: await render(c) }))
  )
  const rows: Array<Record<string, string | number>> = []
  await Effect.runPromise(
    Effect.scoped(
      Effect.gen(function* () {
        const reader = yield* DocumentReader
        // Warm up: libraries loaded and the OCR worker started before timing.
        for (const { file } of files) if (file.kind === "file") yield* reader.read(file.bytes, file.contentType)
        for (const format of ["docx", "pdf", "scan"] as const) {
          const chosen = files.filter((f) => f.format === format)
          const cpu = process.cpuUsage()
          const started = performance.now()
          let n = 0
          for (let round = 0; round < ROUNDS[format]; round++) {
            for (const { file } of chosen) {
              if (file.kind !== "file") continue
              yield* analyse(yield* reader.read(file.bytes, file.contentType))
              n++
            }
          }
          const used = process.cpuUsage(cpu)
          const seconds = (performance.now() - started) / 1000
          const cpuSeconds = (used.user + used.system) / 1e6
          rows.push({
            format,
            contracts: n,
            "wall s": seconds.toFixed(2),
            "contracts/s": (n / seconds).toFixed(1),
            "contracts/s per core": (n / cpuSeconds).toFixed(1)
          })
        }
      }).pipe(Effect.provide(ReadingLive))
    )
  )
  printTable("contract reading throughput (development corpus)", rows)
}
