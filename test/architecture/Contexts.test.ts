// The bounded contexts of domain/ and application/ (docs/architecture.md): every file sits in a context's folder,
// a context imports only the contexts it declares (CONTEXT_USES in eslint.config.js), and the declared uses form
// no circle. ESLint refuses an import outside them; this checks the rule bites and that the code keeps the map.
import { assert, describe, it } from "@effect/vitest"
import { ESLint } from "eslint"
import * as fs from "node:fs"
import * as path from "node:path"
import { pathToFileURL } from "node:url"

const ROOT = path.resolve(import.meta.dirname, "../..")

/** The declared uses and their check, from the ESLint configuration (plain JavaScript, read as it runs). */
const { CONTEXT_USES, refuseCircles } = (await import(pathToFileURL(path.join(ROOT, "eslint.config.js")).href)) as {
  readonly CONTEXT_USES: Readonly<Record<string, ReadonlyArray<string>>>
  readonly refuseCircles: (uses: Readonly<Record<string, ReadonlyArray<string>>>) => void
}

const sources = (dir: string): ReadonlyArray<string> =>
  fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(".ts"))
    .map((e) => path.posix.relative(ROOT, path.posix.join(e.parentPath, e.name)))

const lint = async (filePath: string, code: string) => {
  const [result] = await new ESLint({ cwd: ROOT }).lintText(code, { filePath: path.join(ROOT, filePath) })
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message)
}

describe("bounded contexts", () => {
  it("every file of domain/ and application/ is in a declared context's folder", () => {
    for (const file of [...sources("domain"), ...sources("application")]) {
      const context = file.split("/")[1]!
      assert.isTrue(file.split("/").length > 2, `${file} is not in a context folder`)
      assert.property(CONTEXT_USES, context, `${file}: ${context} is not a declared context`)
    }
  })

  it("the imports between contexts are exactly among the declared uses", () => {
    const used: Record<string, Set<string>> = {}
    for (const file of [...sources("domain"), ...sources("application")]) {
      const from = file.split("/")[1]!
      for (const m of fs.readFileSync(path.join(ROOT, file), "utf8").matchAll(/from\s+"(\.{1,2}\/[^"]+)"/g)) {
        const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1]!))
        if (!/^(domain|application)\//.test(target)) continue
        const to = target.split("/")[1]!
        if (to !== from) (used[from] ??= new Set()).add(to)
      }
    }
    for (const [from, tos] of Object.entries(used))
      for (const to of tos) assert.include(CONTEXT_USES[from] ?? [], to, `${from} → ${to}`)
  })

  it("ESLint refuses an import of an undeclared context, and a declared use that closes a circle", async () => {
    const refused = await lint(
      "domain/talent/Probe.ts",
      'import type { Asset } from "../projects/Asset.js"\nexport type A = Asset\n'
    )
    assert.strictEqual(refused.length, 1)
    assert.include(refused[0], "the talent context imports only itself, platform")
    const fromPorts = await lint(
      "application/contracts/ports/Probe.ts",
      'import type { Clearances } from "../../clearance/Clearances.js"\nexport type C = typeof Clearances\n'
    )
    assert.strictEqual(fromPorts.length, 1)
    const fromApplication = await lint(
      "application/projects/Probe.ts",
      'import type { Contract } from "../../domain/contracts/Contract.js"\nexport type C = Contract\n'
    )
    assert.strictEqual(fromApplication.length, 1)
    const allowed = await lint(
      "application/clearance/Probe.ts",
      'import type { Contract } from "../../domain/contracts/Contract.js"\nexport type C = Contract\n'
    )
    assert.deepStrictEqual(allowed, [])
    assert.throws(() => refuseCircles({ ...CONTEXT_USES, platform: ["workflows"] }), /circle: platform → workflows/)
  })
})
