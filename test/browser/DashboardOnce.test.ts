// The dashboard's forms act at most once, in a real Chromium against the real server and PostgreSQL. Run Agent's
// confirmation shows the exact inputs and no form; "Confirm and run" clicked twice on a slow network, or in two
// tabs holding the same confirmation at once, starts one run and charges once. Reloading, going back and forward
// after creating an API key or replaying a webhook delivery repeats nothing; the key form sent from a second tab
// makes no second key and says so, without the first key's value. The pages with these messages pass axe-core.
import { assert, layer } from "@effect/vitest"
import { Effect, Layer, Option } from "effect"
import type { Page } from "playwright-core"
import * as Admin from "../../application/platform/Administration.js"
import * as Webhooks from "../../application/webhooks/Webhooks.js"
import { BrowserLive } from "../support/Browser.js"
import { noSeriousViolations, ownerPage, projectWithImages, step } from "../support/DashboardPages.js"
import { bodyOf } from "../support/Http.js"
import { makeTestApp, TestApp } from "../support/TestApp.js"
import { startReceiver } from "../support/WebhookReceiver.js"

/** A second tab of the page's browser showing the very page the first shows (as a duplicated tab does). */
const sameFormInSecondTab = (page: Page) =>
  step(async () => {
    const url = page.url()
    const content = await page.content()
    const second = await page.context().newPage()
    await second.route(url, (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: content }))
    await second.goto(url)
    await second.unroute(url)
    return second
  })

/** The bodies of the checks of Run Agent's inputs the page sends. */
const checkBodies = (page: Page) => {
  const bodies: Array<string> = []
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/agents/run") {
      bodies.push(request.postData() ?? "")
    }
  })
  return bodies
}

/** The POSTs the page sends to `path`. */
const postsTo = (page: Page, path: string) => {
  const sent: Array<string> = []
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === path) sent.push(request.url())
  })
  return sent
}

const isRunPage = (url: string) => /^\/runs\/run_\w+$/.test(new URL(url).pathname)

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

layer(Layer.merge(makeTestApp(), BrowserLive), { timeout: "180 seconds", excludeTestServices: true })(
  "dashboard forms act once",
  (it) => {
    it.effect(
      "Run Agent confirms the exact inputs; Confirm and run twice (double click, two tabs) starts one run, one charge",
      () =>
        Effect.gen(function* () {
          const app = yield* TestApp
          const { project, sea, c } = yield* projectWithImages("Once campaign")
          const runCount = Effect.map(
            Effect.flatMap(c.get("/v1/agents/runs?limit=100"), bodyOf<{ data: ReadonlyArray<unknown> }>),
            (body) => body.data.length
          )
          const runsBefore = yield* runCount
          const page = yield* ownerPage
          const checked = checkBodies(page)
          const check = step(async () => {
            await page.getByRole("button", { name: "Check inputs and cost" }).click()
            await page.locator("#run-quote").waitFor()
          })
          yield* step(() => page.goto(`${app.origin}/agents/run?agent=asset-tagger&project=${project}`))
          yield* step(() => page.getByLabel("sea.png", { exact: true }).check()) // none is ticked at first (issue 34)
          yield* check

          // The confirmation shows what will run, read only: no form to edit under it.
          const main = page.locator("main")
          assert.strictEqual(yield* step(() => main.locator("input:not([type=hidden]), select, textarea").count()), 0)
          const shown = yield* step(() => main.innerText())
          assert.include(shown, "sea.png")
          assert.notInclude(shown, "sun.png")
          assert.include(shown, "Palette")
          yield* noSeriousViolations(page)
          // Changing the inputs goes back to the form, filled with them.
          yield* step(() => page.getByRole("button", { name: "Change the inputs" }).click())
          assert.isTrue(yield* step(() => page.getByLabel("sea.png", { exact: true }).isChecked()))
          assert.isFalse(yield* step(() => page.getByLabel("sun.png", { exact: true }).isChecked()))
          assert.strictEqual(yield* step(() => page.getByLabel("Taxonomy").inputValue()), "Palette")
          yield* check
          const quote = yield* step(() => page.locator("#run-quote").innerText())
          assert.include(quote, "process 1 asset and reserve 5 credits")
          const available = Number(/\((\d+) available\)/.exec(quote)?.[1])

          // A slow network: the first answer is held back, so the second click sends the form again; the server did
          // the first send's work, and the second is answered with its result.
          const sent = postsTo(page, "/agents/run/confirm")
          yield* step(() =>
            page.route("**/agents/run/confirm", async (route) => {
              const response = await route.fetch({ maxRedirects: 0 })
              if (sent.length < 2) await sleep(1500)
              await route.fulfill({ response }).catch(() => undefined) // the first: its navigation was replaced
            })
          )
          const confirm = page.getByRole("button", { name: "Confirm and run" })
          const shownRun = yield* step(async () => {
            // The run's page reloads itself as the run moves on: its first answer holds the message.
            const answer = page.waitForResponse((r) => r.request().method() === "GET" && isRunPage(r.url()))
            // The mouse itself, twice on the button: a locator's click would wait for the first navigation.
            const box = (await confirm.boundingBox())!
            await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
            await sleep(500)
            await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
            return answer
          })
          yield* step(() => page.unroute("**/agents/run/confirm"))
          assert.strictEqual(sent.length, 2, "the form was sent twice")
          assert.include(yield* step(() => shownRun.text()), "This confirmation had already started this run")
          const runPath = new URL(shownRun.url()).pathname
          assert.strictEqual(yield* runCount, runsBefore + 1)
          yield* c.finished(runPath.split("/").pop()!)

          // Once the run has ended (its page no longer reloads itself): reloading the run's page starts nothing again;
          // going back leads to the confirmation, the answer to "Check inputs and cost". The browser asks before
          // sending that again; sent again, it shows the confirmation again, and confirming it leads to the same run.
          yield* step(() => page.reload())
          yield* step(() =>
            page.evaluate(`(() => {
              const form = document.createElement("form")
              form.method = "post"
              form.action = "/agents/run"
              for (const [name, value] of new URLSearchParams(${JSON.stringify(checked.at(-1))})) {
                const field = document.createElement("input")
                Object.assign(field, { type: "hidden", name, value })
                form.append(field)
              }
              document.body.append(form)
              form.submit()
            })()`)
          )
          yield* step(() => page.locator("#run-quote").waitFor())
          const again = yield* step(async () => {
            const answer = page.waitForResponse((r) => r.request().method() === "GET" && isRunPage(r.url()))
            await page.getByRole("button", { name: "Confirm and run" }).click()
            return answer
          })
          assert.strictEqual(new URL(again.url()).pathname, runPath)
          assert.include(yield* step(() => again.text()), "This confirmation had already started this run")
          assert.strictEqual(sent.length, 3)
          assert.strictEqual(yield* runCount, runsBefore + 1)

          // The same confirmation open in two tabs, confirmed in both at once: one run, both tabs on it.
          yield* step(() => page.goto(`${app.origin}/agents/run?agent=asset-tagger&project=${project}`))
          yield* step(() => page.getByLabel("sea.png", { exact: true }).check()) // none is ticked at first (issue 34)
          yield* check
          const second = yield* sameFormInSecondTab(page)
          const both = [page, second]
          yield* step(() =>
            Promise.all(both.map((tab) => tab.getByRole("button", { name: "Confirm and run" }).click()))
          )
          yield* step(() => Promise.all(both.map((tab) => tab.waitForURL(/\/runs\/run_/, { waitUntil: "commit" }))))
          assert.strictEqual(second.url(), page.url())
          assert.notStrictEqual(new URL(page.url()).pathname, runPath)
          assert.strictEqual(yield* runCount, runsBefore + 2)

          // Two runs of one asset at 5 credits each: charged once each.
          for (const path of [runPath, new URL(page.url()).pathname]) {
            const run = yield* c.finished(path.split("/").pop()!)
            assert.strictEqual(run.data.status, "succeeded")
            assert.deepStrictEqual(run.data.inputs["asset_ids"], [sea])
            assert.strictEqual(run.data.credits_charged, 5)
          }
          yield* step(() => page.goto(`${app.origin}/`))
          assert.strictEqual(Number(yield* step(() => page.locator("#credits-available").innerText())), available - 10)
        }),
      180_000
    )

    it.effect(
      "an API key: reload, back and forward make no second one; the form sent from a second tab makes none either",
      () =>
        Effect.gen(function* () {
          const app = yield* TestApp
          const page = yield* ownerPage
          const named = (name: string) =>
            Effect.map(
              app.run(Admin.listKeys(Option.some(app.defaultWorkspace.id))),
              (keys) => keys.filter((k) => k.name === name).length
            )
          yield* step(() => page.goto(`${app.origin}/settings/keys`))
          yield* step(() => page.getByLabel("Name", { exact: true }).fill("Reloaded key"))
          yield* step(() => page.getByLabel("projects:read", { exact: true }).check())
          const answer = yield* step(async () => {
            const [response] = await Promise.all([
              page.waitForResponse((r) => r.request().method() === "POST"),
              page.getByRole("button", { name: "Create key" }).click()
            ])
            return response
          })
          // Post/redirect/get: the creation answers with a redirect; the page it leads to shows the value once.
          assert.strictEqual(answer.status(), 303)
          assert.strictEqual(page.url(), `${app.origin}/settings/keys`)
          assert.match(yield* step(() => page.locator("#new-key").innerText()), /^chk_/)
          yield* noSeriousViolations(page)
          const reloaded = yield* step(() => page.reload())
          assert.strictEqual(reloaded?.request().method(), "GET")
          assert.strictEqual(yield* step(() => page.locator("#new-key").count()), 0)
          yield* step(() => page.goBack())
          yield* step(() => page.goForward())
          assert.strictEqual(yield* step(() => page.getByRole("row", { name: /Reloaded key/ }).count()), 1)
          assert.strictEqual(yield* named("Reloaded key"), 1)

          // The same key form in two tabs, sent from both: one key; the second tab names it, without its value.
          const second = yield* sameFormInSecondTab(page)
          for (const tab of [page, second]) {
            yield* step(() => tab.getByLabel("Name", { exact: true }).fill("Two tabs key"))
            yield* step(() => tab.getByLabel("projects:read", { exact: true }).check())
          }
          yield* step(() => page.getByRole("button", { name: "Create key" }).click())
          const value = yield* step(() => page.locator("#new-key").innerText())
          assert.match(value, /^chk_/)
          yield* step(() => second.getByRole("button", { name: "Create key" }).click())
          yield* step(() => second.waitForURL(`${app.origin}/settings/keys`))
          assert.include(
            yield* step(() => second.getByRole("status").innerText()),
            'This form had already created the key "Two tabs key"'
          )
          assert.strictEqual(yield* step(() => second.locator("#new-key").count()), 0)
          assert.notInclude(yield* step(() => second.content()), value)
          assert.strictEqual(yield* named("Two tabs key"), 1)
          yield* noSeriousViolations(second)
        })
    )

    it.effect("replaying a webhook delivery: reload, back and forward replay nothing again", () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        const receiver = yield* Effect.acquireRelease(
          Effect.promise(() => startReceiver()),
          (r) => Effect.promise(() => r.close())
        )
        const { endpoint } = yield* app
          .run(
            Webhooks.addWebhook({
              workspaceId: app.defaultWorkspace.id,
              url: `${receiver.origin}/hooks`,
              events: "project.created"
            })
          )
          .pipe(Effect.orDie)
        const deliveries = Effect.map(
          app.run(Webhooks.webhookDeliveries(endpoint.id, { workspaceId: app.defaultWorkspace.id })),
          ({ counts }) => counts.pending + counts.succeeded + counts.failed
        ).pipe(Effect.orDie)
        const created = yield* app.fetch("/v1/projects", {
          method: "POST",
          token: yield* app.key(),
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ name: "Replayed once" })
        })
        assert.strictEqual(created.status, 201)
        const page = yield* ownerPage
        yield* step(() => page.goto(`${app.origin}/settings/webhooks/${endpoint.id}`))
        const delivered = page.getByRole("row", { name: /project\.created/ })
        yield* step(async () => {
          for (let i = 0; i < 50 && (await delivered.count()) === 0; i++) {
            await sleep(200)
            await page.reload()
          }
        })
        assert.strictEqual(yield* deliveries, 1)

        yield* step(() => delivered.first().getByRole("button", { name: "Replay" }).click())
        assert.include(yield* step(() => page.getByRole("status").innerText()), "Queued project.created")
        assert.strictEqual(yield* deliveries, 2)
        const reloaded = yield* step(() => page.reload())
        assert.strictEqual(reloaded?.request().method(), "GET")
        yield* step(() => page.goBack())
        yield* step(() => page.goForward())
        assert.strictEqual(yield* deliveries, 2)
        // The receiver got the event and its one replay, and nothing more a while later.
        yield* step(async () => {
          for (let i = 0; i < 50 && receiver.requests().length < 2; i++) await sleep(100)
          await sleep(1000)
        })
        assert.strictEqual(receiver.requests().length, 2)
      })
    )
  }
)
