// Runs a CommonJS bundle of the build through V8's code cache: the bytecode of every function a run compiled is kept
// next to the bundle, so the next start neither parses nor compiles them again (Node 20 keeps no such cache for ES
// modules). The cache is named after the bundle's content, so a rebuilt bundle never meets the bytecode of an earlier
// one; V8 itself refuses a cache of another Node version or other V8 flags, and a refused or missing cache is written
// anew when the process exits. A directory that cannot be written only costs the cache.
//
// The build leaves a seed beside each bundle: the cache of its top level, for the first start. Without one, that
// start parsed the whole bundle at once, and the parser's memory, freed, stayed in the process's RSS for its life
// (glibc does not return it: ~50 MB for the server's 6 MB bundle).
import { createHash } from "node:crypto"
import * as fs from "node:fs"
import { createRequire } from "node:module"
import * as path from "node:path"
import process from "node:process"
import { fileURLToPath, URL } from "node:url"
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

/** The cache files of the bundle `source` at `file`: the one runs write, and the build's seed. */
const cacheFiles = (file, source) => {
  // A bundle not made by the build (no id) is hashed here.
  const hash = CACHE_ID.exec(source.slice(-30))?.[1] ?? sha256(source)
  return { full: `${file}.${hash}.cache`, seed: `${file}.${hash}.seed.cache` }
}

const readIfThere = (file) => {
  try {
    return fs.readFileSync(file)
  } catch {
    return undefined
  }
}

/** Writes the seed of the bundle at `file` (the build does, once the bundle is written). */
export const writeSeed = (file) => {
  const source = fs.readFileSync(file, "utf8")
  fs.writeFileSync(cacheFiles(file, source).seed, compile(file, source, undefined).createCachedData())
}

/** Runs the bundle at `url` (a `file:` URL), as Node runs a CommonJS module, with the code cache. */
export const run = (url) => {
  const file = fileURLToPath(url)
  const source = fs.readFileSync(file, "utf8")
  const { full, seed } = cacheFiles(file, source)
  const runCache = readIfThere(full)
  // No run's cache yet: this run starts from the build's seed, if any, and writes it.
  const cachedData = runCache ?? readIfThere(seed)
  const script = compile(file, source, cachedData)
  if (runCache === undefined || script.cachedDataRejected === true) {
    // At exit, so the cache holds every function this run compiled, not just the top level.
    process.once("exit", () => {
      const temporary = `${full}.${process.pid}.tmp`
      try {
        // Checked first: in a directory that cannot be written, serialising the cache would be wasted at every exit.
        fs.accessSync(path.dirname(file), fs.constants.W_OK)
        fs.writeFileSync(temporary, script.createCachedData())
        fs.renameSync(temporary, full)
      } catch {
        try {
          fs.rmSync(temporary, { force: true })
        } catch {
          // Nothing more to do while the process exits.
        }
      }
    })
  }
  const module = { exports: {} }
  // What the bundle still imports at run time are packages and Node's modules; a relative path is the bundle's.
  const dynamicImport = (specifier) => import(specifier.startsWith(".") ? new URL(specifier, url).href : specifier)
  script.runInThisContext()(module.exports, createRequire(file), module, file, path.dirname(file), dynamicImport)
}
