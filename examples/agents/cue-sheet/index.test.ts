// The cue-sheet agent's own tests with the SDK's test kit: durations from WAV headers or metadata, talent names,
// the CSV, and the scopes it needs.
import { runAgent } from "@clearhouse/agent-sdk/testing"
import { assert, describe, it } from "vitest"
import agent from "./index.js"

/** A silent 16-bit mono WAV of `seconds` at 8 kHz. */
const wav = (seconds: number) => {
  const data = Math.round(seconds * 8000) * 2
  const bytes = new Uint8Array(44 + data)
  const view = new DataView(bytes.buffer)
  const text = (at: number, s: string) => [...s].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)))
  text(0, "RIFF")
  view.setUint32(4, 36 + data, true)
  text(8, "WAVE")
  text(12, "fmt ")
  view.setUint32(16, 16, true)
  view.setUint16(20, 1, true)
  view.setUint16(22, 1, true)
  view.setUint32(24, 8000, true)
  view.setUint32(28, 16000, true)
  view.setUint16(32, 2, true)
  view.setUint16(34, 16, true)
  text(36, "data")
  view.setUint32(40, data, true)
  return bytes
}

const fixtures = {
  projects: [{ id: "prj_film", name: "Film" }],
  talent: [
    { id: "tal_ada", name: "Ada Lovelace" },
    { id: "tal_bob", name: "Bob Marley" }
  ],
  // Newest first, as the server lists them.
  assets: [
    { id: "ast_still", project_id: "prj_film", filename: "still.png", content: "png" },
    {
      id: "ast_theme",
      project_id: "prj_film",
      filename: "theme.mp3",
      content: "ID3",
      metadata: { duration_seconds: 95.5 },
      talent_ids: ["tal_bob"]
    },
    {
      id: "ast_intro",
      project_id: "prj_film",
      filename: "intro.wav",
      content: wav(1.5),
      talent_ids: ["tal_ada", "tal_bob"]
    },
    { id: "ast_other", project_id: "prj_other", filename: "other.wav", content: wav(1) }
  ]
}

describe("cue-sheet", () => {
  it("lists the project's audio in upload order with durations and talent, as CSV", async () => {
    const run = await runAgent(agent, { inputs: { project_id: "prj_film" }, fixtures })
    assert.strictEqual(run.status, "succeeded")
    if (run.status === "invalid") return
    assert.deepStrictEqual(run.output, {
      cues: [
        {
          cue: 1,
          asset_id: "ast_intro",
          filename: "intro.wav",
          duration_seconds: 1.5,
          talent: ["Ada Lovelace", "Bob Marley"]
        },
        { cue: 2, asset_id: "ast_theme", filename: "theme.mp3", duration_seconds: 95.5, talent: ["Bob Marley"] }
      ],
      total_seconds: 97
    })
    assert.strictEqual(
      run.artifacts[0]?.text,
      "cue,title,duration,talent,asset_id\n1,intro.wav,0:01.500,Ada Lovelace; Bob Marley,ast_intro\n2,theme.mp3,1:35.500,Bob Marley,ast_theme\n"
    )
    assert.deepStrictEqual(run.credits, { reserved: 2, charged: 2 })
  })

  it("refuses an unknown project, and needs talent:read for the names", async () => {
    const unknown = await runAgent(agent, { inputs: { project_id: "prj_nope" }, fixtures })
    assert.deepStrictEqual(unknown.status === "invalid" ? unknown.issues[0]?.field : undefined, "inputs.project_id")
    const noTalent = await runAgent(agent, {
      inputs: { project_id: "prj_film" },
      scopes: ["projects:read", "assets:read"],
      fixtures
    })
    assert.strictEqual(noTalent.status, "failed")
    if (noTalent.status === "invalid") return
    assert.deepStrictEqual(
      noTalent.units.map((u) => u.error?.code),
      ["scope_not_granted", "scope_not_granted"]
    )
  })
})
