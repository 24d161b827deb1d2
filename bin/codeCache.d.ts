// Types of bin/codeCache.js, for the tests.
import type { Script } from "node:vm"

/** The name `import(…)` has in a bundle of the build; the loader passes a function of that name. */
export declare const DYNAMIC_IMPORT: string
/** Runs the CommonJS bundle at `url` (a `file:` URL) through V8's code cache. */
export declare const run: (url: URL | string) => void
/** The source with the cache id the build appends to a bundle (the hash of the source). */
export declare const withCacheId: (source: string) => string
/** The bundle `source` at `file` compiled as a start compiles it, from `cachedData` when V8 takes it. */
export declare const compile: (file: string, source: string, cachedData: Buffer | undefined) => Script
/** Writes the code cache of the bundle at `file` (the build does). */
export declare const writeBundleCache: (file: string) => void
/** The code cache file of the bundle `source` at `file` (named after the bundle's cache id). */
export declare const cacheFile: (file: string, source: string) => string
