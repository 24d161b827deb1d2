// A custom agent: the music cue sheet of a project. It lists the project's audio assets in upload order with their
// duration (read from the file itself for WAV, else from the asset's metadata `duration_seconds`) and the talent
// linked to them, and writes the cue sheet as CSV.
import { type AgentContext, defineAgent, type Json, Schema } from "@clearhouse/agent-sdk"

const AUDIO_FILE = /\.(wav|mp3|m4a|aac|flac|ogg|aiff?)$/i

interface Cue {
  readonly cue: number
  readonly asset_id: string
  readonly filename: string
  readonly duration_seconds: number | null
  readonly talent: ReadonlyArray<string>
}

/** The duration of a WAV file from its header (fmt chunk's byte rate, data chunk's size), if it is one. */
const wavDuration = (head: Uint8Array): number | null => {
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength)
  const text = (at: number) => String.fromCharCode(...head.subarray(at, at + 4))
  if (head.length < 12 || text(0) !== "RIFF" || text(8) !== "WAVE") return null
  let byteRate = 0
  for (let at = 12; at + 8 <= head.length;) {
    const id = text(at)
    const size = view.getUint32(at + 4, true)
    if (id === "fmt " && at + 16 <= head.length) byteRate = view.getUint32(at + 16, true)
    if (id === "data") return byteRate > 0 ? Math.round((size / byteRate) * 1000) / 1000 : null
    at += 8 + size + (size % 2)
  }
  return null
}

const duration = async (ctx: AgentContext<unknown>, id: string, metadata: Json): Promise<number | null> => {
  for await (const head of ctx.assets.content(id)) {
    const seconds = wavDuration(head)
    if (seconds !== null) return seconds
    break
  }
  const declared =
    typeof metadata === "object" && metadata !== null && !Array.isArray(metadata)
      ? (metadata as Record<string, Json>)["duration_seconds"]
      : undefined
  return typeof declared === "number" ? declared : null
}

const clock = (seconds: number | null) =>
  seconds === null
    ? ""
    : `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, "0")}.${String(Math.round((seconds % 1) * 1000)).padStart(3, "0")}`

const csvCell = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text)

export default defineAgent({
  id: "cue-sheet",
  name: "Music Cue Sheet",
  description:
    "Lists the audio assets of a project in upload order with their duration and the talent linked to them, " +
    "and writes the cue sheet as cue-sheet.csv (1 credit per audio asset).",
  version: "1.0.0",
  cost: { amount: 1, unit: "audio asset" },
  scopes: ["projects:read", "assets:read", "talent:read"],
  inputs: Schema.Struct({ project_id: Schema.String }),

  plan: async (ctx) => {
    if ((await ctx.projects.get(ctx.inputs.project_id)) === null) {
      return ctx.invalid("inputs.project_id", "not_found", `No project with id ${ctx.inputs.project_id}`)
    }
    const assets = await ctx.projects.assets(ctx.inputs.project_id)
    const audio = assets.filter((a) => a.content_type.startsWith("audio/") || AUDIO_FILE.test(a.filename)).reverse()
    ctx.log("reasoning", `${audio.length} of the project's ${assets.length} assets are audio`)
    return audio.map((a) => ({ key: a.id, label: a.filename }))
  },

  unit: async (unit, ctx) => {
    const asset = await ctx.assets.get(unit.key)
    if (asset === null) return ctx.fail("not_found", `The asset ${unit.key} was deleted`)
    const talent = asset.talent_ids.length === 0 ? [] : await ctx.talent.get(asset.talent_ids)
    const names = talent.map((t) => String((t as Record<string, Json>)["name"] ?? ""))
    return {
      asset_id: asset.id,
      filename: asset.filename,
      duration_seconds: await duration(ctx as AgentContext<unknown>, asset.id, asset.metadata),
      talent: names
    }
  },

  finish: (units) => {
    const cues: ReadonlyArray<Cue> = units.flatMap((u, i) =>
      u.status === "succeeded" ? [{ cue: i + 1, ...(u.result as unknown as Omit<Cue, "cue">) }] : []
    )
    const total = cues.reduce((sum, c) => sum + (c.duration_seconds ?? 0), 0)
    const rows = cues.map((c) =>
      [String(c.cue), c.filename, clock(c.duration_seconds), c.talent.join("; "), c.asset_id].map(csvCell).join(",")
    )
    return {
      output: { cues: cues as unknown as Json, total_seconds: Math.round(total * 1000) / 1000 },
      artifacts: [
        {
          name: "cue-sheet.csv",
          contentType: "text/csv; charset=utf-8",
          content: ["cue,title,duration,talent,asset_id", ...rows].join("\n") + "\n"
        }
      ]
    }
  }
})
