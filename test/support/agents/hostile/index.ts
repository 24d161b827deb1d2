// A hostile custom agent for the isolation tests: each unit is one attack on the server (its files, environment,
// processes, network, other workspaces, scopes, CPU, memory) or a plain failure (throwing, never answering).
import { defineAgent, type Json, Schema } from "@clearhouse/agent-sdk"
import type * as ChildProcess from "node:child_process"
import type * as Fs from "node:fs"
import type * as Net from "node:net"

const builtin = <T>(name: string) => process.getBuiltinModule(name) as T

const ATTACKS: Record<
  string,
  (ctx: Parameters<Parameters<typeof defineAgent>[0]["unit"]>[1], other: string) => Promise<Json>
> = {
  "read-file": async () => {
    const fs = builtin<typeof Fs>("node:fs")
    return fs.readFileSync("/etc/passwd", "utf8")
  },
  "require-fs": async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const fs = require("node:fs") as typeof Fs
    return fs.readFileSync("/etc/passwd", "utf8")
  },
  env: async (ctx) => {
    const keys = Object.keys(process.env)
    if (keys.length > 0) ctx.fail("env_visible", keys.join(","))
    return { env: keys }
  },
  spawn: async () => {
    const cp = builtin<typeof ChildProcess>("node:child_process")
    return cp.execSync("id").toString()
  },
  socket: async () => {
    const net = builtin<typeof Net>("node:net")
    await new Promise((resolve, reject) => net.connect(5432, "127.0.0.1").on("connect", resolve).on("error", reject))
    return "connected"
  },
  fetch: async () => (await fetch("http://127.0.0.1:9/")).status,
  "declared-host": async (ctx) => (await ctx.http.fetch("https://example.com/")).status,
  "undeclared-host": async (ctx) => (await ctx.http.fetch("https://undeclared.example.org/")).status,
  "private-address": async (ctx) => (await ctx.http.fetch("https://127.0.0.1/")).status,
  "kill-server": async () => {
    process.kill(process.ppid, "SIGKILL")
    return "killed"
  },
  "other-workspace": async (ctx, other) => {
    const asset = await ctx.assets.get(other)
    return asset === null ? ctx.fail("not_found", `No asset ${other}`) : (asset as unknown as Json)
  },
  "exceed-scope": async (ctx, other) => {
    await ctx.tags.add(other, ["hacked"])
    return "tagged"
  },
  loop: async () => {
    for (;;) {
      // spin
    }
  },
  memory: async () => {
    const hoard: Array<Array<number>> = []
    for (;;) hoard.push(new Array(1_000_000).fill(hoard.length))
  },
  throw: async () => {
    throw new Error("boom")
  },
  hang: () => new Promise<Json>(() => undefined)
}

export default defineAgent({
  id: "hostile",
  name: "Hostile",
  description: "Attacks the server, one attack per unit",
  version: "1.0.0",
  cost: { amount: 1, unit: "attack" },
  scopes: ["assets:read"],
  hosts: ["example.com"],
  inputs: Schema.Struct({ attacks: Schema.Array(Schema.String), other_asset: Schema.String }),
  plan: (ctx) => ctx.inputs.attacks.map((a) => ({ key: a, label: a })),
  unit: (unit, ctx) => {
    const attack = ATTACKS[unit.key]
    return attack === undefined ? ctx.fail("unknown_attack", unit.key) : attack(ctx, ctx.inputs.other_asset)
  },
  finish: (units) => ({ output: { units: units.map((u) => ({ key: u.unit.key, status: u.status, error: u.error })) } })
})
