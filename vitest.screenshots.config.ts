// `npm run screenshots`: the screenshot script, run like a test (same database setup), outside the test suite.
import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    include: [
      "test/browser/screenshots.ts",
      "test/browser/setupScreenshots.ts",
      "test/browser/ProducerWalkthrough.test.ts"
    ],
    // The walk-through saves each step's page as docs/screenshots/walkthrough-*.png.
    env: { WALKTHROUGH_SCREENSHOTS: "1" },
    globalSetup: ["test/support/globalSetup.ts"],
    testTimeout: 300_000,
    hookTimeout: 120_000
  }
})
