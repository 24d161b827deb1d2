// How far V8 lets the JavaScript heap grow: the old generation past what its last full collection left alive, and the
// young generation (new space) at all.
//
// Old generation: V8's own factor (up to 4×) lets a busy server's old generation fill with short-lived objects of
// requests in flight, promoted by the young-generation collections: about 330 MB of RSS under a benchmark's load
// against a live heap of 40–60 MB. Growth capped at 2× held the peak near 240 MB at the same CPU per request, for more
// frequent (still incremental) full collections. See docs/performance.md, round 8.
//
// Young generation: under load V8 doubles the new space at scavenges until it reaches 128 MB on Node 24 (two 64 MB
// semi-spaces; 32 MB after start), and keeps it: that was most of the rest of the peak RSS (~270 MB). A request's
// objects die young whatever the new space's size, so a smaller one costs only more frequent, equally short
// scavenges (a scavenge's work is what survives). V8 reads --max-semi-space-size only when the process starts, so
// the cap is kept from here: after each young-generation collection the growth factor is set to 1 (no growth) once
// the new space has reached the cap, and back to V8's 2 when it has shrunk below it (V8 shrinks it when idle).
// See docs/performance.md, "Profile after the move". 32 MB was tried again in wave 16: a list page's p99 2.0–2.3× bare's
// instead of 2.2–3.0×, but a peak RSS of 208–210 MB in quiet harness runs (docs/performance.md, "A one-byte bundle").
//
// Pretenuring: V8 allocates straight into the old generation the objects of an allocation site whose objects it saw
// survive young-generation collections. Under load every request in flight survives the scavenge it meets, so sites
// that make a request's response, rows and SQL were judged long-lived: a list page then put ~9 KB a request into the
// old generation (10 MB/s, a full collection every 1.5 s) instead of ~1 KB. It is off for the server: what lives long
// reaches the old generation by surviving two scavenges, as everything else does. See docs/performance.md, "Objects
// allocated old (wave 15)".
import { Effect } from "effect"
import { constants, PerformanceObserver } from "node:perf_hooks"
import * as v8 from "node:v8"

/** The new space (both semi-spaces) the server's young generation is held at, in bytes. */
export const YOUNG_GENERATION_BYTES = 16 * 1024 * 1024

/** V8's factor by which a full new space grows (--semi-space-growth-factor's default). */
const V8_GROWTH_FACTOR = 2

const newSpaceSize = (): number =>
  v8.getHeapSpaceStatistics().find((space) => space.space_name === "new_space")?.space_size ?? 0

/**
 * Keeps the new space at most `bytes` (rounded up to V8's next doubling): growth is stopped once it gets there and
 * allowed again when V8 has shrunk it. Returns a function that stops watching.
 */
export const capYoungGeneration = (bytes: number): (() => void) => {
  let growing = true
  const adjust = () => {
    const grow = newSpaceSize() < bytes
    if (grow !== growing) {
      growing = grow
      v8.setFlagsFromString(`--semi-space-growth-factor=${grow ? V8_GROWTH_FACTOR : 1}`)
    }
  }
  const observer = new PerformanceObserver((list) => {
    const entries = list.getEntries() as ReadonlyArray<{ readonly detail?: { readonly kind?: number } }>
    if (entries.some((entry) => entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR)) adjust()
  })
  observer.observe({ entryTypes: ["gc"] })
  adjust()
  return () => {
    observer.disconnect()
    if (!growing) v8.setFlagsFromString(`--semi-space-growth-factor=${V8_GROWTH_FACTOR}`)
  }
}

/**
 * Stops V8 pretenuring (allocating in the old generation the objects of sites it judged long-lived). Set before the
 * server serves; V8 reads it at every decision, and the code cache was already taken.
 */
export const noPretenuring = Effect.sync(() => v8.setFlagsFromString("--no-allocation-site-pretenuring"))

/**
 * Caps the old generation's growth at (100 + percent) % of the live heap and the young generation at
 * YOUNG_GENERATION_BYTES, for the server's life; 0 leaves V8's own heuristics for both.
 */
export const limit = (percent: number) =>
  Effect.sync(() => {
    if (percent === 0) return
    // V8 reads this flag whenever it recomputes the heap's limits, so setting it at start takes effect. (V8 refuses a
    // code cache made under other flags than a start's; bin/codeCache.js writes its cache before this runs.)
    v8.setFlagsFromString(`--heap-growing-percent=${percent}`)
    capYoungGeneration(YOUNG_GENERATION_BYTES)
  })
