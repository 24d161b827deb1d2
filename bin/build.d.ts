// Types of bin/build.js for the TypeScript that imports it (the test setup and the benchmarks).
export declare const ROOT: string
export declare const DIST: string
/** Bundles the server and the CLI into dist/. */
export declare const build: () => Promise<void>
/** True when dist/ is missing or a file the build read has changed since. */
export declare const stale: () => boolean
/** Builds when the build is missing or stale. */
export declare const ensureBuilt: () => Promise<void>
