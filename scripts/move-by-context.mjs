#!/usr/bin/env node
// Moves domain/ and application/ files into one folder per bounded context, as scripts/contexts.json assigns
// them, and rewrites every relative import (and every path written out in the docs and comments) to match.
// Idempotent: a file already in its folder stays. It stops, moving nothing, when a file of domain/ or application/
// has no context (a new file: give it one in contexts.json). Usage: node scripts/move-by-context.mjs [--dry-run]
import { execFileSync } from "node:child_process"
import * as fs from "node:fs"
import * as path from "node:path"

const ROOT = path.resolve(import.meta.dirname, "..")
const dryRun = process.argv.includes("--dry-run")
const contexts = JSON.parse(fs.readFileSync(path.join(ROOT, "scripts/contexts.json"), "utf8"))

/** Where each file belongs: repository-relative path (no extension) → its new path. */
const targets = new Map()
const assign = (from, to) => {
  if (targets.has(from)) throw new Error(`${from} is assigned twice`)
  targets.set(from, to)
}
for (const [context, names] of Object.entries(contexts.domain))
  for (const name of names) assign(`domain/${name}`, `domain/${context}/${name}`)
for (const [context, names] of Object.entries(contexts.application))
  for (const name of names) assign(`application/${name}`, `application/${context}/${name.replace(/^agents\//, "")}`)
for (const [context, names] of Object.entries(contexts.ports))
  for (const name of names) assign(`application/ports/${name}`, `application/${context}/ports/${name}`)

const walk = (dir, out = []) => {
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = path.posix.join(dir, entry.name)
    if (entry.isDirectory()) {
      if (!["node_modules", "dist", ".git", ".data", ".bench", "coverage"].includes(entry.name)) walk(rel, out)
    } else out.push(rel)
  }
  return out
}

// Every TypeScript file of the two inner floors, where it is now, and where it goes.
const moves = new Map()
const unassigned = []
for (const file of [...walk("domain"), ...walk("application")].filter((f) => f.endsWith(".ts"))) {
  const stem = file.slice(0, -3)
  const placed = [...targets.values()].includes(stem)
  const target = targets.get(stem)
  if (target !== undefined) moves.set(stem, target)
  else if (!placed) unassigned.push(file)
}
if (unassigned.length > 0) {
  console.error(`No context for: ${unassigned.join(", ")}\nAdd them to scripts/contexts.json.`)
  process.exit(1)
}
for (const [from, to] of [...targets])
  if (!fs.existsSync(path.join(ROOT, `${from}.ts`)) && !fs.existsSync(path.join(ROOT, `${to}.ts`)))
    console.warn(`contexts.json names ${from}, which does not exist`)

const newPath = (stem) => moves.get(stem) ?? stem
const SOURCE = /\.(ts|mts|js|mjs|cjs)$/

/** A relative import spec of `file` (old path) rewritten for the file's new place and its target's. */
const rewriteSpec = (file, spec) => {
  if (!spec.startsWith("./") && !spec.startsWith("../")) return spec
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec))
  const ext = path.posix.extname(target)
  const stem = [".js", ".ts"].includes(ext) ? target.slice(0, -ext.length) : target
  const fromDir = path.posix.dirname(newPath(file.replace(SOURCE, "")) + ".x")
  const to = newPath(stem) + (stem === target ? "" : ext)
  if (to === target && fromDir === path.posix.dirname(file)) return spec
  const rel = path.posix.relative(fromDir, to)
  return rel.startsWith(".") ? rel : `./${rel}`
}

const IMPORT = /((?:\bfrom|\bimport|\bimport\(|\bvi\.mock\(|\brequire\()\s*)(["'])(\.{1,2}\/[^"']+)\2/g
/** Paths written out in prose: domain/X.ts, application/X.ts, application/ports/X.ts, application/agents/X.ts. */
const MENTION = /(?<![\w/.-])((?:domain|application)\/(?:(?:ports|agents)\/)?[A-Z]\w*)(\.ts|\.js)\b/g

const rewritten = []
const files = walk(".").filter((f) => SOURCE.test(f) || /\.(md|json)$/.test(f))
for (const file of files) {
  if (file === "scripts/contexts.json" || file.endsWith("package-lock.json")) continue
  const text = fs.readFileSync(path.join(ROOT, file), "utf8")
  let next = text.replace(MENTION, (all, stem, ext) => `${newPath(stem)}${ext}`)
  if (SOURCE.test(file))
    next = next.replace(IMPORT, (all, head, quote, spec) => `${head}${quote}${rewriteSpec(file, spec)}${quote}`)
  if (next !== text) {
    rewritten.push(file)
    if (!dryRun) fs.writeFileSync(path.join(ROOT, file), next)
  }
}

let moved = 0
for (const [from, to] of moves) {
  if (from === to) continue
  moved += 1
  if (dryRun) console.log(`${from}.ts → ${to}.ts`)
  else {
    fs.mkdirSync(path.join(ROOT, path.posix.dirname(to)), { recursive: true })
    execFileSync("git", ["mv", `${from}.ts`, `${to}.ts`], { cwd: ROOT })
  }
}
for (const dir of ["application/ports"]) {
  const abs = path.join(ROOT, dir)
  if (!dryRun && fs.existsSync(abs) && fs.readdirSync(abs).length === 0) fs.rmdirSync(abs)
}
// Longer import paths may need another line break.
const placed = (f) => (SOURCE.test(f) ? `${newPath(f.replace(SOURCE, ""))}${f.match(SOURCE)[0]}` : f)
if (!dryRun && rewritten.length > 0)
  execFileSync("npx", ["prettier", "--write", "--log-level", "warn", ...rewritten.map(placed)], {
    cwd: ROOT,
    stdio: "inherit"
  })
console.log(
  `${dryRun ? "would move" : "moved"} ${moved} files; ${dryRun ? "would rewrite" : "rewrote"} ${rewritten.length} files`
)
