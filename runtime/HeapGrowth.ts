// How far V8 lets the JavaScript heap grow past what its last full collection left alive, before it collects again.
// V8's own factor (up to 4×) lets a busy server's old generation fill with short-lived objects of requests in
// flight, promoted by the young-generation collections: about 330 MB of RSS under a benchmark's load against a live
// heap of 40–60 MB. Growth capped at 2× held the peak near 240 MB at the same CPU per request, for more frequent
// (still incremental) full collections. See docs/performance.md, round 8.
import { Effect } from "effect"
import * as v8 from "node:v8"

/** Caps the heap's growth at (100 + percent) % of the live heap; 0 leaves V8's own heuristics. */
export const limit = (percent: number) =>
  Effect.sync(() => {
    if (percent === 0) return
    // V8 reads this flag whenever it recomputes the heap's limits, so setting it at start takes effect. (V8 refuses a
    // code cache made under other flags than a start's; bin/codeCache.js writes its cache before this runs.)
    v8.setFlagsFromString(`--heap-growing-percent=${percent}`)
  })
