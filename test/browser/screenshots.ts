// `npm run screenshots`: small PNG screenshots of the dashboard's main pages into docs/screenshots/, taken in the
// same real Chromium as the browser tests, against a fresh server and database filled with a little sample data.
import { layer } from "@effect/vitest"
import { Effect } from "effect"
import * as fs from "node:fs"
import * as path from "node:path"
import sharp from "sharp"
import * as Sessions from "../../application/Sessions.js"
import { bodyOf } from "../support/Http.js"
import { browserContext } from "../support/Browser.js"
import { scenario } from "../support/Scenario.js"
import { makeTestApp, TestApp } from "../support/TestApp.js"
import { startReceiver } from "../support/WebhookReceiver.js"

const OUT = path.resolve(import.meta.dirname, "../../docs/screenshots")
const PASSWORD = "screenshots only"

layer(makeTestApp(), { timeout: "300 seconds", excludeTestServices: true })("screenshots", (it) => {
  it.scoped("of the main pages", () =>
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
        Effect.promise(() => page.screenshot({ path: path.join(OUT, `${name}.png`), type: "png" }))
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
      const started = yield* bodyOf<{ data: { id: string } }>(
        yield* c.startRun("asset-tagger", { asset_ids: assets.data.map((a) => a.id), taxonomy: "brand", ocr: false })
      )
      yield* c.finished(started.data.id)

      yield* go("/")
      yield* shot("overview")
      yield* go(`/projects/${project}`)
      yield* shot("project")
      yield* go(`/assets/${assets.data[0]!.id}`)
      yield* shot("asset")
      yield* go(`/agents/run?agent=asset-tagger&asset=${assets.data[0]!.id}`)
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
      yield* Effect.promise(() => page.setViewportSize({ width: 390, height: 760 }))
      yield* go("/")
      yield* shot("overview-phone")
    })
  )
})
