// Worker threads started from the sources or from the build. From the sources (the caller is a .ts file, run by tsx
// or vitest) the worker's .ts entry runs through tsx's loader, registered in the worker itself: Node neither passes
// `--import tsx` on to workers nor shares the main thread's loader with them. From the build (the caller is inside
// dist/main.cjs) the worker runs the build's entry for it, dist/<name>.js (bin/build.js ENTRIES).
import * as fs from "node:fs"
import { createRequire } from "node:module"
import * as path from "node:path"
import { pathToFileURL } from "node:url"
import { Worker, type WorkerOptions } from "node:worker_threads"

const sourceWorker = (entry: URL, options: WorkerOptions) => {
  // tsx's ES module API, found through its package's exports (`require.resolve` would give the CommonJS one, whose
  // register() cannot find its loader from inside a worker).
  const manifest = createRequire(import.meta.url).resolve("tsx/package.json")
  const { exports } = JSON.parse(fs.readFileSync(manifest, "utf8")) as {
    readonly exports: { readonly "./esm/api": { readonly import: { readonly default: string } } }
  }
  const tsx = pathToFileURL(path.join(path.dirname(manifest), exports["./esm/api"].import.default)).href
  const code = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}) })`
  return new Worker(code, { ...options, eval: true })
}

/** Sources or build: this module's own file tells. */
const fromSources = import.meta.url.endsWith(".ts")

/**
 * A worker thread running `source` (a .ts entry, when running from the sources) or `built` (its entry in dist/, when
 * running from the build). Both URLs are made by the caller relative to its own `import.meta.url`.
 */
export const spawnWorker = (source: URL, built: URL, options: WorkerOptions): Worker =>
  fromSources ? sourceWorker(source, options) : new Worker(built, options)
