#!/usr/bin/env node
// The static checks of `npm test` side by side: the typecheck (server and SDK), ESLint and Prettier are each one
// process on one core, and one after the other they were about 110 s of a quiet CI run (docs/performance.md, "Test
// suite"). Each check's output is printed whole once it ends; the exit code is 1 when any check failed.
import { spawn } from "node:child_process"
import process from "node:process"

const CHECKS = ["typecheck", "lint", "format:check"]

const run = (script) =>
  new Promise((resolve) => {
    const started = Date.now()
    const child = spawn("npm", ["run", "--silent", script], { stdio: ["ignore", "pipe", "pipe"] })
    let output = ""
    child.stdout.on("data", (chunk) => (output += chunk))
    child.stderr.on("data", (chunk) => (output += chunk))
    child.once("error", (error) => resolve({ script, code: 1, output: String(error), seconds: 0 }))
    child.once("close", (code) => resolve({ script, code, output, seconds: (Date.now() - started) / 1000 }))
  })

let failed = false
await Promise.all(
  CHECKS.map((script) =>
    run(script).then(({ code, output, seconds }) => {
      const ok = code === 0
      failed ||= !ok
      process.stdout.write(`${ok ? "✓" : "✗"} npm run ${script} (${seconds.toFixed(1)} s)\n${ok ? "" : output}`)
      if (ok && output.trim() !== "") process.stdout.write(output.endsWith("\n") ? output : `${output}\n`)
    })
  )
)
process.exitCode = failed ? 1 : 0
