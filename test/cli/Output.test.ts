// The CLI says what it always said: every help page, the version and the answer to each kind of bad argument are
// byte for byte those of the version before the move to Effect 4 (recorded from main's build in
// fixtures/v3-cli-output.json; the pages that list commands added since are re-recorded, as its madeBy says), exit codes
// included. None of these invocations opens a database.
import { assert, describe, it } from "@effect/vitest"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { runCli } from "../support/ServerProcess.js"

interface Invocation {
  readonly args: ReadonlyArray<string>
  readonly code: number
  readonly stdout: string
  readonly stderr: string
}

const { invocations } = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, "fixtures", "v3-cli-output.json"), "utf8")
) as { readonly invocations: ReadonlyArray<Invocation> }

describe("CLI output", { timeout: 240_000 }, () => {
  it("help, version and argument errors are the earlier version's, with the same exit codes", async () => {
    // An empty directory: no command gets as far as the database.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "clearhouse-cli-output-"))
    try {
      for (const invocation of invocations) {
        const result = await runCli(invocation.args, { CLEARHOUSE_DATA_DIR: dataDir, NO_COLOR: "1" })
        const what = `clearhouse ${invocation.args.join(" ")}`
        assert.strictEqual(result.code, invocation.code, `${what}: ${result.stderr}`)
        assert.strictEqual(result.stdout, invocation.stdout, what)
        assert.strictEqual(result.stderr.replaceAll(dataDir, "<data-dir>"), invocation.stderr, what)
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
