#!/usr/bin/env node
// Prints the bounded contexts of domain/ and application/: files and lines per folder, and which contexts each
// one imports (from the imports themselves). Usage: node scripts/context-graph.mjs
import * as fs from "node:fs"
import * as path from "node:path"

const ROOT = path.resolve(import.meta.dirname, "..")
const contextOf = (file) => file.split("/")[1]
const files = []
const walk = (dir) => {
  for (const e of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = path.posix.join(dir, e.name)
    if (e.isDirectory()) walk(rel)
    else if (rel.endsWith(".ts")) files.push(rel)
  }
}
walk("domain")
walk("application")

const edges = new Map()
const sizes = new Map()
for (const file of files) {
  const text = fs.readFileSync(path.join(ROOT, file), "utf8")
  const folder = path.posix.dirname(file)
  const size = sizes.get(folder) ?? { files: 0, lines: 0 }
  sizes.set(folder, { files: size.files + 1, lines: size.lines + text.split("\n").length - 1 })
  const from = contextOf(file)
  for (const m of text.matchAll(/from\s+"(\.{1,2}\/[^"]+)"/g)) {
    const target = path.posix.normalize(path.posix.join(folder, m[1]))
    if (!/^(domain|application)\//.test(target)) continue
    const to = contextOf(target)
    if (to === from) continue
    if (!edges.has(from)) edges.set(from, new Map())
    const seen = edges.get(from)
    seen.set(to, (seen.get(to) ?? 0) + 1)
  }
}
console.log("folder\tfiles\tlines")
for (const [folder, { files: n, lines }] of [...sizes].sort()) console.log(`${folder}\t${n}\t${lines}`)
console.log("\ncontext → contexts it imports (number of imports)")
for (const context of [...new Set(files.map(contextOf))].sort())
  console.log(
    `${context} → ${
      [...(edges.get(context) ?? new Map())]
        .sort()
        .map(([to, n]) => `${to} (${n})`)
        .join(", ") || "(none)"
    }`
  )
