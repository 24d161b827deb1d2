import { BaseSequencer, type TestSpecification } from "vitest/node"
import { defineConfig } from "vitest/config"

/**
 * The longest test files, longest first (per-file durations of a quiet run, docs/performance.md "Test suite"). With
 * two workers the run ends when the last long file does: started last, a one-minute file would add most of a minute.
 * vitest orders by the durations of the previous run when it has them, and by file size on a fresh clone (CI), which
 * puts some of these last.
 */
const LONGEST = [
  "test/browser/Dashboard.test.ts",
  "test/runtime/Server.test.ts",
  "test/fault/WebhooksKill.test.ts",
  "test/fault/UpgradeInPlace.test.ts",
  "test/sdk/TypeScriptSdk.test.ts",
  "test/application/TaggerCorpus.test.ts",
  "test/http/Webhooks.test.ts",
  "test/http/Workflows.test.ts",
  "test/fault/ClusterRunnerKill.test.ts",
  "test/http/Fuzz.test.ts",
  "test/sdk/PythonSdk.test.ts",
  "test/fault/ConnectionDrop.test.ts",
  "test/fault/WorkflowRunKill.test.ts",
  "test/runtime/Cli.test.ts",
  "test/fault/AgentRunKill.test.ts",
  "test/adapters/FaceCalibration.test.ts"
]

class LongestFirst extends BaseSequencer {
  override async sort(files: Array<TestSpecification>) {
    const rank = (spec: TestSpecification) => {
      const i = LONGEST.findIndex((f) => spec.moduleId.endsWith(f))
      return i === -1 ? LONGEST.length : i
    }
    // Stable: the other files keep vitest's order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b))
  }
}

export default defineConfig({
  resolve: {
    alias: {
      "@clearhouse/agent-sdk/testing": new URL("./sdk/agent/src/testing.ts", import.meta.url).pathname,
      "@clearhouse/agent-sdk": new URL("./sdk/agent/src/index.ts", import.meta.url).pathname
    }
  },
  test: {
    include: ["test/**/*.test.ts", "examples/**/*.test.ts"],
    globalSetup: ["test/support/globalSetup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    maxWorkers: 2,
    // Test files share their worker's modules: each file imports most of the service, and evaluating it again for
    // every file was 190 s of a quiet run's summed collect time (docs/performance.md, "Test suite"). Every file
    // still has its own database, data directory and layers (@effect/vitest 4 no longer changes the shared `it`).
    isolate: false,
    sequence: { sequencer: LongestFirst }
  }
})
