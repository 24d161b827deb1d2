// A custom agent for the kill -9 test: tags each asset `seen` (a write applied with the unit's checkpoint) and takes
// a moment per unit, so the server can be killed in the middle of a run.
import { defineAgent, Schema } from "@clearhouse/agent-sdk"

export default defineAgent({
  id: "slow-tagger",
  name: "Slow Tagger",
  description: "Tags each asset seen, slowly",
  version: "1.0.0",
  cost: { amount: 3, unit: "asset" },
  scopes: ["assets:read", "assets:write"],
  inputs: Schema.Struct({ asset_ids: Schema.Array(Schema.String) }),
  plan: (ctx) => ctx.inputs.asset_ids.map((id) => ({ key: id, label: id })),
  unit: async (unit, ctx) => {
    await new Promise((resolve) => setTimeout(resolve, 150))
    await ctx.tags.add(unit.key, ["seen"])
    return { asset_id: unit.key, tag: "seen" }
  },
  finish: (units) => ({
    output: {
      tagged: units.filter((u) => u.status === "succeeded").length,
      tags: units.map((u) => (u.result as { tag?: string } | null)?.tag ?? null),
      finished_by: "seen"
    }
  })
})
