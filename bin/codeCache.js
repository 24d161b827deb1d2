// Runs a CommonJS bundle of the build through V8's code cache: the bundle's top level compiled, kept next to it, so
// a start does not parse the whole bundle again (Node 20 keeps no such cache for ES modules); the functions a run
// calls are compiled as it calls them, from their own text. The build writes the cache; a start that finds none V8
// takes writes it right after compiling. The cache is named after the bundle's content, so a rebuilt bundle never
// meets the bytecode of an earlier one, and after V8's version and flags, so a start under other flags does not
// refuse and replace the cache of the usual starts. A directory that cannot be written only costs the cache.
//
// Why the top level and not, as before, every function a run compiled, written at exit: a start without a cache
// parses the whole bundle at once, and glibc keeps the parser's freed memory in the process for its life (~50 MB
// for the server's 6 MB bundle); so did a start from a long-running server's cache, whose start-up functions V8 had
// flushed meanwhile. And flags a process sets while it runs (the server's heap growth) would void a cache written at
// exit. The cost is ~200 ms of a server's start (ready in ~0.85 s instead of ~0.65 s); a CLI command is as fast.
import { createHash } from "node:crypto"
import * as fs from "node:fs"
import { createRequire } from "node:module"
import * as path from "node:path"
import process from "node:process"
import { fileURLToPath, URL } from "node:url"
import * as v8 from "node:v8"
import * as vm from "node:vm"

/**
 * The name the build gives `import(…)` in a cached bundle (as long as `import`, so the source map stays exact): a
 * script compiled by `vm` cannot import, so the bundle calls this function, which imports from here.
 */
export const DYNAMIC_IMPORT = "__dimp"

/** The last line of a bundle of the build: the hash of what precedes it, which names the bundle's cache. */
const CACHE_ID = /\n\/\/ cache-id ([0-9a-f]{16})\n$/

const sha256 = (text) => createHash("sha256").update(text).digest("hex").slice(0, 16)

/** `source` with its cache id appended (by the build, so a start need not hash 1–6 MB to find its cache). */
export const withCacheId = (source) => `${source}\n// cache-id ${sha256(source)}\n`

/** The bundle `source` at `file` compiled as Node wraps a CommonJS module, from `cachedData` when V8 takes it. */
export const compile = (file, source, cachedData) =>
  new vm.Script(`(function (exports, require, module, __filename, __dirname, ${DYNAMIC_IMPORT}) {${source}\n})`, {
    filename: file,
    cachedData
  })

/**
 * The cache file of the bundle `source` at `file`, for the V8 of this process: named after the bundle's id and V8's
 * tag for the caches it takes (its version, flags and CPU features), so a start with V8 flags of its own
 * (`--cpu-prof`, `--trace-gc`, …) has a cache of its own instead of refusing and overwriting the one every other
 * start uses.
 */
export const cacheFile = (file, source, tag = v8.cachedDataVersionTag()) => {
  // A bundle not made by the build (no id) is hashed here.
  const hash = CACHE_ID.exec(source.slice(-30))?.[1] ?? sha256(source)
  return `${file}.${hash}.${tag.toString(16)}.cache`
}

/** Writes the cache of a script just compiled (whole: temporary name, then rename). */
const writeCache = (file, script) => {
  const temporary = `${file}.${process.pid}.tmp`
  try {
    // Checked first: in a directory that cannot be written, serialising the cache would be wasted at every start.
    fs.accessSync(path.dirname(file), fs.constants.W_OK)
    fs.writeFileSync(temporary, script.createCachedData())
    fs.renameSync(temporary, file)
  } catch {
    fs.rmSync(temporary, { force: true })
  }
}

/** Writes the cache of the bundle at `file` (the build does, once the bundle is written). */
export const writeBundleCache = (file) => {
  const source = fs.readFileSync(file, "utf8")
  writeCache(cacheFile(file, source), compile(file, source, undefined))
}

/** Runs the bundle at `url` (a `file:` URL), as Node runs a CommonJS module, with the code cache. */
export const run = (url) => {
  const file = fileURLToPath(url)
  const source = fs.readFileSync(file, "utf8")
  const cache = cacheFile(file, source)
  let cachedData
  try {
    cachedData = fs.readFileSync(cache)
  } catch {
    // No cache: this start writes it.
  }
  const script = compile(file, source, cachedData)
  if (cachedData === undefined || script.cachedDataRejected === true) writeCache(cache, script)
  const module = { exports: {} }
  // What the bundle still imports at run time are packages and Node's modules; a relative path is the bundle's.
  const dynamicImport = (specifier) => import(specifier.startsWith(".") ? new URL(specifier, url).href : specifier)
  script.runInThisContext()(module.exports, createRequire(file), module, file, path.dirname(file), dynamicImport)
}
