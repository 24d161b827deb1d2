// Run before each test file. Test files share the modules of their worker (vitest.config.ts: isolate false), and
// @effect/vitest 0.30's layer() writes its own effect, scoped, prop, flakyTest and layer onto the `it` it exports
// (and every file imports): after a file with a layer(), a later file's it.effect would run on that layer without
// the test services (TestClock) instead. This puts back the methods as the package made them, kept from the first
// file. (Effect 4's @effect/vitest no longer mutates `it`.)
import { it } from "@effect/vitest"

const METHODS = ["effect", "scoped", "prop", "flakyTest", "layer"] as const
const KEY = Symbol.for("clearhouse/test/effect-vitest-methods")
const store = globalThis as { [KEY]?: Pick<typeof it, (typeof METHODS)[number]> }

store[KEY] ??= Object.fromEntries(METHODS.map((m) => [m, it[m]])) as Pick<typeof it, (typeof METHODS)[number]>
Object.assign(it, store[KEY])
