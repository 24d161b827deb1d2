// Types of bin/codeCache.js, for the tests.
/** The name `import(…)` has in a bundle of the build; the loader passes a function of that name. */
export declare const DYNAMIC_IMPORT: string
/** Runs the CommonJS bundle at `url` (a `file:` URL) through V8's code cache. */
export declare const run: (url: URL | string) => void
/** The source with the cache id the build appends to a bundle (the hash of the source). */
export declare const withCacheId: (source: string) => string
