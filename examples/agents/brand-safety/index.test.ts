// The brand-safety agent's own tests, as a customer writes them: the SDK's test kit runs it against fixtures with
// the server's input validation, scopes and charging, without a server.
import { runAgent } from "@clearhouse/agent-sdk/testing"
import { assert, describe, it } from "vitest"
import agent from "./index.js"

const fixtures = {
  assets: [
    { id: "ast_script", filename: "script.txt", content: "The hero walks past the Gambling tables." },
    { id: "ast_photo", filename: "beach.png", tags: ["beach", "tobacco"], metadata: { transcript: "Light up!" } },
    { id: "ast_logo", filename: "logo.png", tags: ["logo"] }
  ]
}

describe("brand-safety", () => {
  it("flags the assets where a term appears, with the evidence, and charges 2 credits per asset", async () => {
    const run = await runAgent(agent, {
      inputs: { asset_ids: ["ast_script", "ast_photo", "ast_logo"], terms: ["gambling", "tobacco", "light up"] },
      fixtures
    })
    assert.strictEqual(run.status, "succeeded")
    if (run.status === "invalid") return
    assert.deepStrictEqual(run.output, {
      summary: { assets: 3, flagged: 2, clean: 1, failed: 0 },
      assets: [
        {
          asset_id: "ast_script",
          filename: "script.txt",
          flagged: true,
          matches: [{ term: "gambling", source: "content", excerpt: "The hero walks past the Gambling tables." }]
        },
        {
          asset_id: "ast_photo",
          filename: "beach.png",
          flagged: true,
          matches: [
            { term: "tobacco", source: "tags", excerpt: "tobacco" },
            { term: "light up", source: "metadata.transcript", excerpt: "Light up!" }
          ]
        },
        { asset_id: "ast_logo", filename: "logo.png", flagged: false, matches: [] }
      ]
    })
    assert.deepStrictEqual(run.credits, { reserved: 6, charged: 6 })
    assert.strictEqual(run.artifacts[0]?.name, "brand-safety.csv")
    assert.include(run.artifacts[0]?.text, "ast_photo,beach.png,light up,metadata.transcript,Light up!")
  })

  it("matches whole words only", async () => {
    const run = await runAgent(agent, {
      inputs: { asset_ids: ["ast_script"], terms: ["gamb", "hero walks"] },
      fixtures
    })
    assert.strictEqual(run.status, "succeeded")
    if (run.status === "invalid") return
    const verdicts = (run.output as { assets: ReadonlyArray<{ matches: ReadonlyArray<{ term: string }> }> }).assets
    assert.deepStrictEqual(
      verdicts[0]?.matches.map((m) => m.term),
      ["hero walks"]
    )
  })

  it("refuses inputs as the server does: missing fields, unknown assets", async () => {
    assert.deepStrictEqual(await runAgent(agent, { inputs: { asset_ids: ["ast_script"] }, fixtures }), {
      status: "invalid",
      issues: [{ field: "inputs.terms", issue: "required", message: "Missing key" }]
    })
    const unknown = await runAgent(agent, { inputs: { asset_ids: ["ast_nope"], terms: ["x"] }, fixtures })
    assert.strictEqual(unknown.status, "invalid")
    if (unknown.status === "invalid") assert.deepStrictEqual(unknown.issues[0]?.field, "inputs.asset_ids[0]")
  })

  it("cannot read assets without assets:read", async () => {
    const run = await runAgent(agent, { inputs: { asset_ids: ["ast_script"], terms: ["x"] }, scopes: [], fixtures })
    assert.strictEqual(run.status, "invalid")
    if (run.status === "invalid") assert.include(run.issues[0]?.message, "assets:read")
  })
})
