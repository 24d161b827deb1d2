// Custom agents end to end: an agent written with the agent SDK (examples/agents/brand-safety) installed into a
// workspace by the operator's path, listed by GET /v1/agents, run by POST /v1/agents/run, read back with its log,
// output, artifact and charge; versions; a workflow's Run Agent step; and a hostile agent whose every attack is
// refused or ends its unit with a clear error while the server keeps serving, charges nothing else, and runs the
// next agent as before.
import { assert, layer } from "@effect/vitest"
import { Effect, Option } from "effect"
import * as path from "node:path"
import { performance } from "node:perf_hooks"
import * as CustomAgents from "../../application/agents/CustomAgentInstallation.js"
import * as Sessions from "../../application/platform/Sessions.js"
import { CreditLedger } from "../../application/platform/ports/CreditLedger.js"
import type { WorkspaceId } from "../../domain/platform/Ids.js"
import { bundleAgent } from "../../runtime/AgentBundle.js"
import { bodyOf, type ErrorBody } from "../support/Http.js"
import { type RunBody, scenario } from "../support/Scenario.js"
import { makeTestApp, TestApp } from "../support/TestApp.js"
import { workflowScenario } from "../support/Workflows.js"

const ROOT = path.resolve(import.meta.dirname, "../..")
const BRAND_SAFETY = path.join(ROOT, "examples/agents/brand-safety")
const CUE_SHEET = path.join(ROOT, "examples/agents/cue-sheet")
const HOSTILE = path.join(ROOT, "test/support/agents/hostile")

/** A silent 16-bit mono WAV of `seconds` at 8 kHz. */
const wav = (seconds: number) => {
  const data = Math.round(seconds * 8000) * 2
  const bytes = Buffer.alloc(44 + data)
  bytes.write("RIFF", 0, "latin1")
  bytes.writeUInt32LE(36 + data, 4)
  bytes.write("WAVEfmt ", 8, "latin1")
  bytes.writeUInt32LE(16, 16)
  bytes.writeUInt16LE(1, 20)
  bytes.writeUInt16LE(1, 22)
  bytes.writeUInt32LE(8000, 24)
  bytes.writeUInt32LE(16000, 28)
  bytes.writeUInt16LE(2, 32)
  bytes.writeUInt16LE(16, 34)
  bytes.write("data", 36, "latin1")
  bytes.writeUInt32LE(data, 40)
  return new Uint8Array(bytes)
}

interface AgentList {
  readonly data: ReadonlyArray<{
    readonly id: string
    readonly kind: string
    readonly version: string | null
    readonly credit_cost: { readonly amount: number; readonly unit: string }
    readonly scopes: ReadonlyArray<string>
    readonly inputs: { readonly properties?: Record<string, unknown>; readonly required?: ReadonlyArray<string> }
    readonly enabled: boolean
  }>
}

interface BrandSafetyOutput {
  readonly summary: {
    readonly assets: number
    readonly flagged: number
    readonly clean: number
    readonly failed: number
  }
  readonly assets: ReadonlyArray<{
    readonly asset_id: string
    readonly flagged: boolean
    readonly matches: ReadonlyArray<{ readonly term: string; readonly source: string; readonly excerpt: string }>
  }>
}

const install = (workspaceId: string, bundle: string) =>
  Effect.flatMap(TestApp, (app) => app.run(CustomAgents.installAgent(Option.some(workspaceId), bundle)))

const balance = (workspaceId: string) =>
  Effect.flatMap(TestApp, (app) =>
    app.run(Effect.flatMap(CreditLedger, (ledger) => ledger.balance(workspaceId as WorkspaceId)))
  )

const brandSafety = Effect.promise(() => bundleAgent(BRAND_SAFETY))

/** A workspace with the brand-safety agent installed, a key of every scope, and three assets to check. */
const brandWorkspace = (name: string) =>
  Effect.gen(function* () {
    const app = yield* TestApp
    const ws = yield* app.workspace(name)
    yield* install(ws.id, yield* brandSafety)
    const token = yield* app.key({ workspaceId: ws.id })
    const s = yield* scenario(token)
    const project = yield* s.project("Summer ads")
    const script = yield* s.asset(project, "script.txt", "INT. BAR - NIGHT\nThe hero walks past the gambling tables.")
    const photo = yield* s.asset(project, "beach.png")
    yield* s.patch(`/v1/assets/${photo}`, {
      tags: ["beach", "Tobacco"],
      metadata: { transcript: "Light up and relax", description: "Two friends on a beach" }
    })
    const clean = yield* s.asset(project, "logo.txt", "A friendly logo for all ages")
    return { ws, token, s, project, script, photo, clean }
  })

layer(
  makeTestApp({
    customAgents: {
      timeoutMs: 4000,
      memoryMb: 64,
      processes: 4,
      maxCostPerUnit: 100,
      network: true,
      allowPrivateNetwork: false
    }
  }),
  { timeout: "240 seconds", excludeTestServices: true }
)("custom agents", (it) => {
  it.effect("an installed agent is listed, runs, is charged per unit and keeps its log, output and artifact", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const { photo, s, script, token, clean, ws } = yield* brandWorkspace("Brand agency")

      const listed = yield* bodyOf<AgentList>(yield* s.get("/v1/agents"))
      assert.deepStrictEqual(
        listed.data.map((a) => [a.id, a.kind, a.version]),
        [
          ["talent-clearance", "platform", null],
          ["asset-tagger", "platform", null],
          ["contract-reviewer", "platform", null],
          ["report-generator", "platform", null],
          ["brand-safety", "custom", "1.0.0"]
        ]
      )
      const agent = listed.data[4]!
      assert.deepStrictEqual(agent.credit_cost, { amount: 2, unit: "asset" })
      assert.deepStrictEqual(agent.scopes, ["assets:read"])
      assert.isTrue(agent.enabled)
      assert.includeMembers(Object.keys(agent.inputs.properties ?? {}), ["asset_ids", "terms"])
      // Another workspace does not see it.
      const other = yield* app.workspace("Other agency")
      const otherList = yield* bodyOf<AgentList>(
        yield* app.fetch("/v1/agents", { token: yield* app.key({ workspaceId: other.id }) })
      )
      assert.notInclude(
        otherList.data.map((a) => a.id),
        "brand-safety"
      )

      const before = yield* balance(ws.id)
      const started = yield* s.startRun("brand-safety", {
        asset_ids: [script, photo, clean],
        terms: ["gambling", "tobacco", "light up"]
      })
      const accepted = yield* bodyOf<RunBody>(started)
      assert.strictEqual(started.status, 201, JSON.stringify(accepted))
      assert.strictEqual(accepted.data.agent_id, "brand-safety")
      assert.strictEqual(accepted.data.credits_reserved, 6)

      const done = (yield* s.finished(accepted.data.id)).data
      assert.strictEqual(done.status, "succeeded", JSON.stringify(done.log))
      assert.deepStrictEqual(done.progress, { total: 3, succeeded: 3, failed: 0 })
      assert.strictEqual(done.credits_charged, 6)
      const output = done.output as BrandSafetyOutput
      assert.deepStrictEqual(output.summary, { assets: 3, flagged: 2, clean: 1, failed: 0 })
      const byAsset = new Map(output.assets.map((a) => [a.asset_id, a]))
      assert.deepStrictEqual(
        byAsset.get(script)?.matches.map((m) => [m.term, m.source]),
        [["gambling", "content"]]
      )
      assert.include(byAsset.get(script)?.matches[0]?.excerpt, "gambling tables")
      assert.sameDeepMembers(byAsset.get(photo)?.matches.map((m) => [m.term, m.source]) ?? [], [
        ["tobacco", "tags"],
        ["light up", "metadata.transcript"]
      ])
      assert.isFalse(byAsset.get(clean)?.flagged)
      // The run log: the version it ran, the agent's reasoning, one entry per unit.
      assert.include(done.log[0]?.message, "brand-safety version 1.0.0")
      assert.isTrue(done.log.some((e) => e.kind === "reasoning" && e.unit === script))
      assert.isTrue(done.log.some((e) => e.kind === "observation" && e.message.includes('"gambling" in content')))
      // The artifact.
      assert.deepStrictEqual(
        done.artifacts.map((a) => [a.name, a.content_type]),
        [["brand-safety.csv", "text/csv; charset=utf-8"]]
      )
      const csv = yield* Effect.promise(() =>
        Effect.runPromise(app.fetch(done.artifacts[0]!.url, { token })).then((r) => r.text())
      )
      assert.include(csv, "asset_id,filename,term,source,excerpt")
      assert.include(csv, `${script},script.txt,gambling,content,`)
      // Charged as a platform agent is: the units' cost, from the workspace's credits.
      const after = yield* balance(ws.id)
      assert.strictEqual(before.available - after.available, 6)
      // Listed among the runs, filtered by agent.
      const runs = yield* bodyOf<{ data: ReadonlyArray<{ id: string }> }>(
        yield* s.get("/v1/agents/runs?agent_id=brand-safety")
      )
      assert.deepStrictEqual(
        runs.data.map((r) => r.id),
        [done.id]
      )
    })
  )

  it.effect(
    "the cue-sheet example: a project's audio with durations read from the files and linked talent, as CSV",
    () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        const ws = yield* app.workspace("Music agency")
        yield* install(ws.id, yield* Effect.promise(() => bundleAgent(CUE_SHEET)))
        const token = yield* app.key({ workspaceId: ws.id })
        const s = yield* scenario(token)
        const project = yield* s.project("Film")
        const ada = yield* s.talent("Ada Lovelace")
        const intro = yield* s.asset(project, "intro.wav", wav(1.5))
        yield* s.link(intro, [ada])
        yield* s.asset(project, "still.txt", "not audio")
        const outro = yield* s.asset(project, "outro.wav", wav(0.25))
        const started = yield* bodyOf<RunBody>(yield* s.startRun("cue-sheet", { project_id: project }))
        assert.strictEqual(started.data.credits_reserved, 2)
        const done = (yield* s.finished(started.data.id)).data
        assert.strictEqual(done.status, "succeeded", JSON.stringify(done.log))
        assert.deepStrictEqual(done.output, {
          cues: [
            { cue: 1, asset_id: intro, filename: "intro.wav", duration_seconds: 1.5, talent: ["Ada Lovelace"] },
            { cue: 2, asset_id: outro, filename: "outro.wav", duration_seconds: 0.25, talent: [] }
          ],
          total_seconds: 1.75
        })
        const csv = yield* Effect.promise(() =>
          Effect.runPromise(app.fetch(done.artifacts[0]!.url, { token })).then((r) => r.text())
        )
        assert.strictEqual(
          csv,
          `cue,title,duration,talent,asset_id\n1,intro.wav,0:01.500,Ada Lovelace,${intro}\n2,outro.wav,0:00.250,,${outro}\n`
        )
        assert.strictEqual(done.credits_charged, 2)
      })
  )

  it.effect("the dashboard lists a custom agent in the Agents settings and offers its Run Agent form", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      // The default workspace, whose owner signs in to the dashboard.
      yield* app.run(CustomAgents.installAgent(Option.none(), yield* brandSafety))
      const password = "a long enough password"
      yield* app.run(Sessions.setPassword({ email: "owner@localhost", password })).pipe(Effect.orDie)
      const signInPage = yield* app.fetch("/sign-in")
      const preSession = signInPage.headers.getSetCookie()[0]!.split(";")[0]!
      const csrf = /name="_csrf" value="([^"]+)"/.exec(yield* Effect.promise(() => signInPage.text()))?.[1] ?? ""
      const signedIn = yield* app.fetch("/sign-in", {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie: preSession },
        body: new URLSearchParams({ _csrf: csrf, email: "owner@localhost", password, next: "/" }).toString()
      })
      assert.strictEqual(signedIn.status, 303)
      const session = signedIn.headers
        .getSetCookie()
        .map((c) => c.split(";")[0]!)
        .find((c) => c.startsWith("clearhouse_session="))!
      const page = (path: string) =>
        Effect.flatMap(app.fetch(path, { headers: { cookie: session } }), (res) =>
          Effect.promise(async () => ({ status: res.status, html: await res.text() }))
        )
      const settings = yield* page("/settings/agents")
      assert.strictEqual(settings.status, 200)
      assert.include(settings.html, "Brand Safety Check")
      const s = yield* scenario(yield* app.key())
      const project = yield* s.project("Dashboard ads")
      const form = yield* page(`/agents/run?agent=brand-safety&project=${project}`)
      assert.strictEqual(form.status, 200, form.html.slice(0, 500))
      assert.include(form.html, "Brand Safety Check")
      // A field made from the agent's own input schema, and its cost per unit.
      assert.match(form.html, /<textarea id="input-terms" name="in\.terms"/)
      assert.include(form.html, "Costs <strong>2</strong> credits per asset")
    })
  )

  it.effect("checks inputs with the agent's own schema and plan, and scopes against the invoking key", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const { s, script, ws } = yield* brandWorkspace("Checks agency")
      const missingTerms = yield* s.startRun("brand-safety", { asset_ids: [script] })
      const body = yield* bodyOf<ErrorBody>(missingTerms)
      assert.strictEqual(missingTerms.status, 400, JSON.stringify(body))
      assert.strictEqual(body.error.code, "validation_error")
      assert.deepStrictEqual(body.error.details, [{ field: "inputs.terms", issue: "required" }])
      const wrong = yield* s.startRun("brand-safety", { asset_ids: [script, 7], terms: [], extra: true })
      assert.sameDeepMembers(
        [...(yield* bodyOf<ErrorBody>(wrong)).error.details],
        [
          { field: "inputs.asset_ids[1]", issue: "invalid_type" },
          { field: "inputs.terms", issue: "invalid_value" },
          { field: "inputs.extra", issue: "unknown_field" }
        ]
      )
      const unknownAsset = yield* s.startRun("brand-safety", { asset_ids: [script, "ast_nope"], terms: ["x"] })
      assert.strictEqual(unknownAsset.status, 400)
      assert.deepInclude((yield* bodyOf<ErrorBody>(unknownAsset)).error.details, {
        field: "inputs.asset_ids[1]",
        issue: "not_found"
      })
      // A key without the agent's scope cannot run it.
      const narrow = yield* app.key({ workspaceId: ws.id, scopes: ["projects:read"] })
      const refused = yield* app.fetch("/v1/agents/run", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ agent_id: "brand-safety", inputs: { asset_ids: [script], terms: ["x"] } }),
        token: narrow
      })
      assert.strictEqual(refused.status, 403)
      // Not installed in another workspace.
      const other = yield* app.workspace("Uninstalled agency")
      const elsewhere = yield* app.fetch("/v1/agents/run", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ agent_id: "brand-safety", inputs: { asset_ids: [script], terms: ["x"] } }),
        token: yield* app.key({ workspaceId: other.id })
      })
      assert.strictEqual(elsewhere.status, 404)
    })
  )

  it.effect(
    "versions: a new version becomes current, the same version twice is refused, each run records its own",
    () =>
      Effect.gen(function* () {
        const { s, script, ws } = yield* brandWorkspace("Versions agency")
        const bundle = yield* brandSafety
        const again = yield* Effect.flip(install(ws.id, bundle))
        assert.strictEqual(again._tag, "Conflict")
        // Over the operator's cap (100 credits per unit in this server): refused at install.
        assert.include(bundle, "amount:2,")
        const dear = yield* Effect.flip(
          install(ws.id, bundle.replace("amount:2,", "amount:500,").replace('"1.0.0"', '"9.0.0"'))
        )
        assert.deepStrictEqual(dear._tag === "ValidationError" ? dear.details : dear, [
          { field: "manifest.cost.amount", issue: "out_of_range:0..100" }
        ])
        const first = yield* bodyOf<RunBody>(yield* s.startRun("brand-safety", { asset_ids: [script], terms: ["bar"] }))
        yield* install(ws.id, bundle.replace('"1.0.0"', '"1.1.0"'))
        const listed = yield* bodyOf<AgentList>(yield* s.get("/v1/agents"))
        assert.strictEqual(listed.data.find((a) => a.id === "brand-safety")?.version, "1.1.0")
        const second = yield* bodyOf<RunBody>(
          yield* s.startRun("brand-safety", { asset_ids: [script], terms: ["bar"] })
        )
        const firstDone = (yield* s.finished(first.data.id)).data
        const secondDone = (yield* s.finished(second.data.id)).data
        assert.strictEqual(firstDone.status, "succeeded")
        assert.include(firstDone.log[0]?.message, "version 1.0.0")
        assert.strictEqual(secondDone.status, "succeeded")
        assert.include(secondDone.log[0]?.message, "version 1.1.0")
      })
  )

  it.effect("a workflow's Run Agent step runs a custom agent and later steps read its output", () =>
    Effect.gen(function* () {
      const { clean, script, token } = yield* brandWorkspace("Workflow agency")
      const w = yield* workflowScenario(token)
      const workflow = yield* w.createWorkflow({
        name: "Brand check",
        input_schema: {
          type: "object",
          properties: { asset_ids: { type: "array", items: { type: "string" }, minItems: 1 } },
          required: ["asset_ids"]
        },
        steps: [
          {
            id: "check",
            type: "run_agent",
            agent_id: "brand-safety",
            inputs: { asset_ids: { $ref: "inputs.asset_ids" }, terms: ["gambling"] }
          },
          {
            id: "any_flagged",
            type: "condition",
            if: { op: "eq", left: { $ref: "steps.check.output.summary.flagged" }, right: 1 },
            else: { action: "stop" }
          },
          {
            id: "recheck",
            type: "run_agent",
            agent_id: "brand-safety",
            inputs: { asset_ids: { $ref: "inputs.asset_ids" }, terms: ["logo"] }
          }
        ]
      })
      const started = yield* w.started(workflow.id, { asset_ids: [script, clean] })
      const done = yield* w.runFinished(started.id)
      assert.strictEqual(done.status, "succeeded", JSON.stringify(done.error))
      const steps = new Map(done.steps.map((step) => [step.id, step]))
      assert.strictEqual(steps.get("check")?.agent_id, "brand-safety")
      assert.strictEqual((steps.get("check")?.output as BrandSafetyOutput).summary.flagged, 1)
      assert.strictEqual(steps.get("recheck")?.status, "succeeded")
      assert.strictEqual((steps.get("recheck")?.output as BrandSafetyOutput).summary.flagged, 1)
      assert.strictEqual(done.credits_used, 8)
    })
  )

  it.effect(
    "a hostile agent: each attack is refused or ends its unit with a clear error, the server keeps serving, nothing else is charged, the next run works",
    () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        const { photo, s, script, token, ws } = yield* brandWorkspace("Target agency")
        yield* install(ws.id, yield* Effect.promise(() => bundleAgent(HOSTILE)))
        // An asset of another workspace, which the agent tries to read.
        const victim = yield* app.workspace("Victim agency")
        const victimScenario = yield* scenario(yield* app.key({ workspaceId: victim.id }))
        const secret = yield* victimScenario.asset(yield* victimScenario.project("Secret"), "secret.txt", "secret")

        const timeOf = Effect.gen(function* () {
          const start = performance.now()
          const res = yield* app.fetch("/v1/agents", { token })
          assert.strictEqual(res.status, 200)
          yield* Effect.promise(() => res.arrayBuffer())
          return performance.now() - start
        })
        const median = (xs: ReadonlyArray<number>) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
        const quiet = yield* Effect.forEach(Array.from({ length: 10 }), () => timeOf)

        const before = yield* balance(ws.id)
        const attacks = [
          "read-file",
          "require-fs",
          "env",
          "spawn",
          "socket",
          "fetch",
          "undeclared-host",
          "private-address",
          "kill-server",
          "other-workspace",
          "exceed-scope",
          "loop",
          "memory",
          "throw",
          "hang"
        ]
        const started = yield* s.startRun("hostile", { attacks, other_asset: secret })
        const accepted = yield* bodyOf<RunBody>(started)
        assert.strictEqual(started.status, 201, JSON.stringify(accepted))
        assert.strictEqual(accepted.data.credits_reserved, attacks.length)
        // Requests while the attacks run.
        const during: Array<number> = []
        let status = "queued"
        while (status === "queued" || status === "running") {
          during.push(yield* timeOf)
          status = (yield* s.run(accepted.data.id)).data.status
          yield* Effect.sleep("100 millis")
        }
        const done = (yield* s.run(accepted.data.id)).data
        assert.strictEqual(done.status, "succeeded", JSON.stringify(done.log))
        const units = new Map(
          (
            done.output as {
              units: ReadonlyArray<{ key: string; status: string; error: { code: string; message: string } | null }>
            }
          ).units.map((u) => [u.key, u])
        )
        const outcome = (key: string) => {
          const u = units.get(key)
          return u === undefined ? "missing" : u.status === "succeeded" ? "succeeded" : u.error?.code
        }
        const table = Object.fromEntries(attacks.map((a) => [a, outcome(a)]))
        assert.deepStrictEqual(table, {
          "read-file": "agent_error",
          "require-fs": "agent_error",
          env: "succeeded",
          spawn: "agent_error",
          socket: "agent_error",
          fetch: "agent_error",
          "undeclared-host": "host_not_declared",
          "private-address": "host_not_declared",
          "kill-server": "agent_error",
          "other-workspace": "not_found",
          "exceed-scope": "scope_not_granted",
          loop: "agent_timeout",
          memory: "agent_memory_exceeded",
          throw: "agent_error",
          hang: "agent_timeout"
        })
        const message = (key: string) => units.get(key)?.error?.message ?? ""
        assert.match(message("read-file"), /restricted|denied|not allowed/i)
        assert.notInclude(message("read-file"), "root:")
        assert.match(message("require-fs"), /not available to agents/)
        assert.match(message("socket"), /Network access is not allowed/)
        assert.match(message("kill-server"), /process\.kill is not allowed/)
        assert.include(message("exceed-scope"), "assets:write")
        assert.include(message("throw"), "boom")
        // The victim's asset kept no tag of the attack.
        const secretAsset = yield* bodyOf<{ data: { tags: ReadonlyArray<string> } }>(
          yield* victimScenario.get(`/v1/assets/${secret}`)
        )
        assert.deepStrictEqual(secretAsset.data.tags, [])
        // Only the unit that succeeded was charged.
        assert.strictEqual(done.credits_charged, 1)
        const after = yield* balance(ws.id)
        assert.strictEqual(before.available - after.available, 1)
        // The server answered as fast during the attacks as before (generously: the machine is shared).
        assert.isAtMost(
          median(during),
          median(quiet) * 5 + 150,
          `quiet ${median(quiet)} ms, during ${median(during)} ms`
        )
        // And the next run works.
        const next = yield* bodyOf<RunBody>(
          yield* s.startRun("brand-safety", { asset_ids: [script, photo], terms: ["gambling"] })
        )
        const nextDone = (yield* s.finished(next.data.id)).data
        assert.strictEqual(nextDone.status, "succeeded")
        assert.strictEqual(nextDone.credits_charged, 4)
      })
  )
})
