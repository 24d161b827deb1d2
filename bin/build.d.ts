// Types of bin/build.js for the TypeScript that imports it (the test setup and the benchmarks).
export declare const ROOT: string
export declare const DIST: string
/** Bundles the server and the CLI into dist/. */
export declare const build: () => Promise<void>
/** True when the build of the entries (default: all) is missing or a file it was made from has changed since. */
export declare const stale: (entries?: ReadonlyArray<"main" | "cli" | "inference">) => boolean
/** Builds every entry when the build of the entries (default: all) is missing or stale. */
export declare const ensureBuilt: (entries?: ReadonlyArray<"main" | "cli" | "inference">) => Promise<void>
