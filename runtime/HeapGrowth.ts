// How far V8 lets the JavaScript heap grow past what its last full collection left alive, before it collects again.
// V8's own factor (up to 4×) lets a busy server's old generation fill with short-lived objects of requests in
// flight, promoted by the young-generation collections: about 330 MB of RSS under a benchmark's load against a live
// heap of 40–60 MB. Growth capped at 2× held the peak near 240 MB at the same CPU per request, for more frequent
// (still incremental) full collections. See docs/performance.md, round 8.
import { Effect } from "effect"
import * as v8 from "node:v8"

const flag = (percent: number) => `--heap-growing-percent=${percent}`

/** Caps the heap's growth at (100 + percent) % of the live heap; 0 leaves V8's own heuristics. */
export const limit = (percent: number) =>
  Effect.sync(() => {
    if (percent === 0) return
    // V8 reads this flag whenever it recomputes the heap's limits, so setting it at start takes effect.
    v8.setFlagsFromString(flag(percent))
    // V8 refuses a code cache made under other flags than the start's: the flag is unset again before the build's
    // launcher writes the bundle's cache at exit (bin/codeCache.js), or every later start would compile it all again.
    process.prependOnceListener("exit", () => v8.setFlagsFromString(flag(0)))
  })
