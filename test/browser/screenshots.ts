// `npm run screenshots`: small PNG screenshots of the dashboard's main pages into docs/screenshots/, taken in the
// same real Chromium as the browser tests, against a fresh server and database filled with a little sample data.
// Each picture is stored as a palette PNG (a third of the size, no visible loss for flat UI colours).
import { layer } from "@effect/vitest"
import { Effect, Layer } from "effect"
import * as fs from "node:fs"
import * as path from "node:path"
import sharp from "sharp"
import * as Sessions from "../../application/platform/Sessions.js"
import { bodyOf } from "../support/Http.js"
import { browserContext, BrowserLive } from "../support/Browser.js"
import { scenario } from "../support/Scenario.js"
import { makeTestApp, TestApp } from "../support/TestApp.js"
import { startReceiver } from "../support/WebhookReceiver.js"

const OUT = path.resolve(import.meta.dirname, "../../docs/screenshots")
const PASSWORD = "screenshots only"

/** Writes a screenshot as a palette PNG under docs/screenshots. */
const save = (name: string, png: Buffer) =>
  Effect.promise(() =>
    sharp(png)
      .png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 })
      .toFile(path.join(OUT, `${name}.png`))
  )

/** The app, and one Chromium for the file's tests. */
const withBrowser = Layer.merge(makeTestApp(), BrowserLive)

layer(withBrowser, { timeout: "300 seconds", excludeTestServices: true })("screenshots", (it) => {
  it.effect("of the main pages", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      fs.mkdirSync(OUT, { recursive: true })
      yield* app.run(Sessions.setPassword({ email: "owner@localhost", password: PASSWORD })).pipe(Effect.orDie)
      const c = yield* scenario(yield* app.key())
      yield* c.post("/v1/taxonomies", { name: "Brand", terms: [{ label: "Yellow" }, { label: "Blue" }] })
      const project = yield* c.project("Summer campaign")
      for (const [name, colour] of [
        ["sunshine.png", "#ffd500"],
        ["sky.png", "#3a7bd5"]
      ] as const) {
        const png = yield* Effect.promise(() =>
          sharp({ create: { width: 320, height: 200, channels: 3, background: colour } })
            .png()
            .toBuffer()
        )
        yield* c.asset(project, name, png)
      }
      const receiver = yield* Effect.acquireRelease(
        Effect.promise(() => startReceiver()),
        (r) => Effect.promise(() => r.close())
      )
      const context = yield* browserContext({ width: 1100, height: 760 })
      const page = yield* Effect.promise(() => context.newPage())
      const shot = (name: string) =>
        Effect.flatMap(
          Effect.promise(() => page.screenshot({ type: "png" })),
          (png) => save(name, png)
        )
      const go = (url: string) => Effect.promise(() => page.goto(`${app.origin}${url}`))

      yield* go("/sign-in")
      yield* shot("sign-in")
      yield* Effect.promise(async () => {
        await page.getByLabel("Email", { exact: true }).fill("owner@localhost")
        await page.getByLabel("Password", { exact: true }).fill(PASSWORD)
        await page.getByRole("button", { name: "Sign in" }).click()
        await page.waitForURL(`${app.origin}/`)
        await page.goto(`${app.origin}/settings/webhooks`)
        await page.getByLabel("Endpoint URL").fill(`${receiver.origin}/hooks`)
        await page.getByLabel("All events, including types added later").check()
        await page.getByRole("button", { name: "Add endpoint" }).click()
      })
      const assets = yield* bodyOf<{ data: ReadonlyArray<{ id: string }> }>(yield* c.get("/v1/assets"))
      // Without text and object detection (nothing to find in flat colours): loading their models blocks the
      // process's event loop, which under a loaded machine used to reset this script's polling connection.
      const started = yield* bodyOf<{ data: { id: string } }>(
        yield* c.startRun("asset-tagger", {
          asset_ids: assets.data.map((a) => a.id),
          taxonomy: "brand",
          ocr: false,
          objects: false
        })
      )
      yield* c.finished(started.data.id)

      yield* go("/")
      yield* shot("overview")
      yield* go(`/projects/${project}`)
      yield* Effect.promise(() => page.getByText("Actions").click())
      yield* shot("project")
      yield* go(`/assets/${assets.data[0]!.id}`)
      yield* shot("asset")
      // Run Agent from the project's menu, at its confirmation step: the project's assets and the exact cost.
      yield* go(`/agents/run?agent=asset-tagger&project=${project}`)
      yield* Effect.promise(async () => {
        await page.getByLabel(/^All \d+ assets? of the project/).check()
        await page.getByLabel("Taxonomy").selectOption("Brand")
        await page.getByLabel("Ocr").selectOption("false")
        await page.getByRole("button", { name: "Check inputs and cost" }).click()
        await page.locator("#run-quote").waitFor()
      })
      yield* shot("run-agent")
      yield* go(`/runs/${started.data.id}`)
      yield* shot("run")
      yield* go("/runs")
      yield* shot("runs")
      yield* go("/settings/keys")
      yield* shot("api-keys")
      yield* go("/settings/webhooks")
      yield* Effect.promise(() => page.locator("main table a").first().click())
      yield* shot("webhook")
      yield* go("/settings/agents")
      yield* shot("agents")
      yield* go("/settings/channels")
      yield* Effect.promise(async () => {
        await page.getByLabel("Channel name").fill("ctv")
        await page.getByRole("button", { name: "Add channel" }).click()
      })
      yield* shot("channels")

      yield* Effect.promise(() => page.setViewportSize({ width: 390, height: 760 }))
      yield* go("/")
      yield* shot("overview-phone")
      yield* go(`/assets/${assets.data[0]!.id}`)
      yield* shot("asset-phone")
    })
  )

  it.effect("of each report", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      fs.mkdirSync(OUT, { recursive: true })
      const c = yield* scenario(yield* app.key())
      const project = yield* c.project("Autumn campaign")
      const image = (colour: string) =>
        Effect.promise(() =>
          sharp({ create: { width: 200, height: 160, channels: 3, background: colour } })
            .png()
            .toBuffer()
        )
      const sunshine = yield* c.asset(project, "ada-on-the-beach.png", yield* image("#ffd500"))
      const sky = yield* c.asset(project, "empty-sky.png", yield* image("#3a7bd5"))
      const context = yield* browserContext({ width: 1000, height: 760 })
      const page = yield* Effect.promise(() => context.newPage())
      // Each report's HTML artifact rendered in Chromium: talent under contract (one deal ending soon,
      // one expired), a clearance that passes, one that fails, and one on nobody identified (with a warning).
      const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
      const ada = yield* c.talent("Ada Lovelace")
      const ben = yield* c.talent("Ben Okafor")
      yield* c.contract({
        talent_ids: [ada],
        title: "Ada Lovelace talent release",
        start_date: day(-60),
        end_date: day(20),
        territories: ["worldwide"],
        distribution_channels: ["web", "social"]
      })
      yield* c.contract({
        talent_ids: [ben],
        title: "Ben Okafor spring licence",
        start_date: day(-200),
        end_date: day(-5),
        territories: ["GB"],
        distribution_channels: ["web"]
      })
      const portrait = yield* c.asset(project, "ben-portrait.png", yield* image("#8a6d5a"))
      yield* c.link(sunshine, [ada])
      yield* c.link(portrait, [ben])
      const clearance = yield* bodyOf<{ data: { id: string } }>(
        yield* c.startRun("talent-clearance", { asset_ids: [sunshine, sky, portrait], distribution_channels: ["web"] })
      )
      yield* c.finished(clearance.data.id)
      for (const [report, extra] of [
        ["usage_summary", {}],
        ["compliance_audit", {}],
        ["asset_provenance", { asset_ids: [sunshine, portrait] }],
        ["billing_forecast", {}]
      ] as const) {
        const run = yield* bodyOf<{ data: { id: string } }>(
          yield* c.startRun("report-generator", { report, format: "html", ...extra })
        )
        yield* c.finished(run.data.id)
        const artifact = yield* c.get(`/v1/agents/runs/${run.data.id}/artifacts/${report}.html`)
        const content = yield* Effect.promise(() => artifact.text())
        yield* Effect.promise(() => page.setContent(content))
        yield* save(
          `report-${report.replace("_", "-")}`,
          yield* Effect.promise(() => page.screenshot({ type: "png", fullPage: true }))
        )
      }
    })
  )
})
