// How a producer reads clearances in the dashboard (issue 34), in a real Chromium against the real server and
// PostgreSQL: PASS, NEEDS REVIEW or FAIL per asset (the API's verdict stays pass or fail), on the clearance run's
// page, on each asset's page, in the overview's "needs attention" panel and in the run history; and territories
// picked by country name (contracts, Run Agent, agent defaults), sent as codes and checked as the API checks them.
import { assert, layer } from "@effect/vitest"
import { Effect, Layer, Option } from "effect"
import * as AgentSettings from "../../application/agents/AgentSettings.js"
import { BrowserLive } from "../support/Browser.js"
import { cast } from "../support/Cast.js"
import { noSeriousViolations, ownerPage, step, textOf } from "../support/DashboardPages.js"
import { bodyOf } from "../support/Http.js"
import { makeTestApp, TestApp } from "../support/TestApp.js"

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

const RESTRICTION = "Not to be shown next to alcohol, whatever the channel"

/**
 * A clearance run of four assets for the web: Ada's (under contract: PASS), Ben's (his contract expired: FAIL),
 * one with nobody in it (PASS, with a note) and Cleo's (under a contract whose restriction is written in words:
 * the API passes it, a person has to read the clause: NEEDS REVIEW).
 */
const fourAssetRun = Effect.gen(function* () {
  const app = yield* TestApp
  const c = yield* cast(app.defaultWorkspace.id)
  const cleo = yield* c.talent("Cleo Words")
  yield* c.contract({
    talent_ids: [cleo],
    title: "Cleo's deal",
    start_date: day(-30),
    end_date: day(300),
    territories: ["worldwide"],
    distribution_channels: ["web"],
    restrictions: [{ type: "text", text: RESTRICTION }]
  })
  const worded = yield* c.asset(c.project, "cleo.jpg")
  yield* c.link(worded, [cleo])
  const started = yield* bodyOf<{ data: { id: string } }>(
    yield* c.startRun("talent-clearance", {
      asset_ids: [c.cleared, c.flagged, c.nobody, worded],
      distribution_channels: ["web"]
    })
  )
  const runId = started.data.id
  const body = yield* c.finished(runId)
  return { ...c, worded, runId, body }
})

layer(Layer.merge(makeTestApp(), BrowserLive), { timeout: "180 seconds", excludeTestServices: true })(
  "dashboard: clearance verdicts a producer reads",
  (it) => {
    it.effect("PASS, NEEDS REVIEW and FAIL on the run's page, each asset's page and the overview", () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        const c = yield* fourAssetRun
        // The API still says pass or fail: Cleo's asset passes there.
        const output = c.body.data.output as {
          summary: { passed: number; failed: number }
          cleared_asset_ids: ReadonlyArray<string>
        }
        assert.deepStrictEqual([output.summary.passed, output.summary.failed], [3, 1])
        assert.include(output.cleared_asset_ids, c.worded)

        const page = yield* ownerPage
        yield* step(() => page.goto(`${app.origin}/runs/${c.runId}`))
        const summary = yield* textOf(page, "#clearance-summary")
        assert.include(summary, "Completed — 1 of 4 assets not cleared, 1 needs review")
        assert.include(summary, "2 cleared, 1 failed the check, 1 to be reviewed by a person")
        assert.include(yield* step(() => page.locator("#clearance-summary").getAttribute("class")), "error")
        // The run's own status line says the same, not a green "succeeded".
        assert.strictEqual(yield* textOf(page, "#run-status"), "completed — 1 of 4 assets not cleared, 1 needs review")
        assert.strictEqual(yield* step(() => page.locator("#run-status .badge").getAttribute("class")), "badge failed")
        const rows = yield* step(async () =>
          (await page.locator("section[aria-labelledby=clearance-title] tbody tr").allInnerTexts()).map((r) =>
            r.replace(/\s+/g, " ").trim()
          )
        )
        const rowOf = (file: string) => rows.find((r) => r.startsWith(file)) ?? `${file}: no row in ${rows.join(" | ")}`
        assert.match(rowOf("ada.jpg"), /^ada\.jpg PASS Ada Lovelace web Covered by a contract\./)
        assert.match(rowOf("ben.jpg"), /^ben\.jpg FAIL Ben Expired web Ended on/)
        assert.match(rowOf("landscape.jpg"), /^landscape\.jpg PASS nobody identified/)
        assert.match(
          rowOf("cleo.jpg"),
          /^cleo\.jpg NEEDS REVIEW Cleo Words web Covered by a contract; review: a restriction of the contract written in words\./
        )
        yield* noSeriousViolations(page)

        // Each asset's page reads its clearance the same way, with what to review in words.
        yield* step(() => page.goto(`${app.origin}/assets/${c.worded}`))
        assert.include(yield* textOf(page, "#pager-clearances"), "1 clearance records")
        const cleoClearances = yield* textOf(page, "#asset-clearances")
        assert.include(cleoClearances, "NEEDS REVIEW Cleo Words web")
        assert.include(cleoClearances, `Review: ${RESTRICTION}`)
        assert.strictEqual(
          yield* step(() =>
            page.locator("#asset-clearances").getByRole("link", { name: "the clearance run" }).getAttribute("href")
          ),
          `/runs/${c.runId}`
        )
        yield* noSeriousViolations(page)
        yield* step(() => page.goto(`${app.origin}/assets/${c.flagged}`))
        assert.match(
          yield* textOf(page, "#asset-clearances tbody"),
          /^FAIL Ben Expired web Ended on .* Ben's old deal \(end date\)/
        )
        yield* step(() => page.goto(`${app.origin}/assets/${c.cleared}`))
        assert.match(yield* textOf(page, "#asset-clearances tbody"), /^PASS Ada Lovelace web Covered by a contract\./)

        // The overview: Ben's asset is not cleared, Cleo's is to review (with the clause), Ada's is not listed.
        yield* step(() => page.goto(`${app.origin}/`))
        const attention = yield* textOf(page, "#attention")
        assert.include(attention, "1 asset not cleared")
        assert.include(attention, "1 asset to review")
        const notCleared = yield* textOf(page, "#attention-not-cleared")
        assert.include(notCleared, "ben.jpg")
        assert.notInclude(notCleared, "cleo.jpg")
        const review = page.locator("#attention-needs-review")
        assert.include(yield* step(() => review.innerText()), RESTRICTION)
        assert.strictEqual(
          yield* step(() => review.getByRole("link", { name: "cleo.jpg" }).getAttribute("href")),
          `/assets/${c.worded}`
        )
        assert.notInclude(attention, "ada.jpg")
        yield* noSeriousViolations(page)
      })
    )

    it.effect("the run history shows a clearance run's outcome, never a failing one as a green success", () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        const c = yield* fourAssetRun
        // Two more runs: one whose only asset is cleared, one whose only asset needs review.
        const runOf = (assetIds: ReadonlyArray<string>) =>
          Effect.gen(function* () {
            const started = yield* bodyOf<{ data: { id: string } }>(
              yield* c.startRun("talent-clearance", { asset_ids: assetIds, distribution_channels: ["web"] })
            )
            yield* c.finished(started.data.id)
            return started.data.id
          })
        const clean = yield* runOf([c.cleared])
        const review = yield* runOf([c.worded])
        const page = yield* ownerPage
        /** The status cell of a run's row in the history, and the class of its badge. */
        const statusOf = (runId: string) =>
          step(async () => {
            const row = page.locator("tbody tr", { has: page.getByRole("link", { name: runId, exact: true }) })
            const cell = row.locator("td").nth(3)
            return {
              text: (await cell.innerText()).replace(/\s+/g, " ").trim(),
              badge: (await cell.locator(".badge").getAttribute("class")) ?? ""
            }
          })
        for (const path of ["/runs", "/runs?kind=agent", "/runs?kind=agent&agent=talent-clearance"]) {
          yield* step(() => page.goto(`${app.origin}${path}`))
          const failing = yield* statusOf(c.runId)
          assert.strictEqual(failing.text, "completed — 1 of 4 assets not cleared, 1 needs review", path)
          assert.strictEqual(failing.badge, "badge failed")
          const toReview = yield* statusOf(review)
          assert.strictEqual(toReview.text, "completed — 1 of 1 asset needs review", path)
          assert.strictEqual(toReview.badge, "badge review")
          const cleared = yield* statusOf(clean)
          assert.strictEqual(cleared.text, "succeeded all 1 asset cleared", path)
          assert.strictEqual(cleared.badge, "badge succeeded")
        }
        // Filtering by status still filters by the run's own state: all three ran to the end.
        yield* step(() => page.goto(`${app.origin}/runs?kind=agent&status=succeeded`))
        assert.strictEqual((yield* statusOf(c.runId)).badge, "badge failed")
        yield* noSeriousViolations(page)
      })
    )

    it.effect("territories are picked by country name, sent as codes and checked as the API checks them", () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        const c = yield* cast(app.defaultWorkspace.id)
        const page = yield* ownerPage
        /** The values a datalist offers. */
        const offered = (id: string) =>
          step(
            () =>
              page.evaluate(
                `[...document.querySelectorAll(${JSON.stringify(`datalist#${id} option`)})].map((o) => o.value)`
              ) as Promise<ReadonlyArray<string>>
          )

        // The contract form: each territory field suggests worldwide and the 250 countries by name.
        yield* step(() => page.goto(`${app.origin}/contracts`))
        const first = page.getByLabel("Territory 1", { exact: true })
        assert.strictEqual(yield* step(() => first.getAttribute("list")), "contract-countries")
        const countries = yield* offered("contract-countries")
        assert.strictEqual(countries.length, 251)
        assert.strictEqual(countries[0], "worldwide")
        for (const name of ["Germany", "France", "United Kingdom", "Moldova, Republic of"]) {
          assert.include(countries, name)
        }
        yield* noSeriousViolations(page)
        yield* step(() => page.getByLabel("Talent", { exact: true }).selectOption({ label: "Ada Lovelace" }))
        yield* step(() => page.getByLabel("Title").fill("Ada in Europe"))
        yield* step(() => page.getByLabel("Starts on").fill("2026-03-01"))
        yield* step(() => page.getByLabel("web", { exact: true }).check())
        // A name that is no country is refused in words, as the API refuses it; what was typed stays.
        yield* step(() => first.fill("Germany"))
        yield* step(() => page.getByLabel("Territory 2", { exact: true }).fill("Narnia"))
        yield* step(() => page.getByRole("button", { name: "Add contract" }).click())
        assert.match(
          yield* textOf(page, "[role=alert]"),
          /Item 2 of the field “territories” is not a known country or territory code\./
        )
        assert.strictEqual(yield* step(() => page.getByLabel("Territory 2", { exact: true }).inputValue()), "Narnia")
        yield* noSeriousViolations(page)
        // Names (one holding a comma), a code in lower case: the contract grants their codes.
        yield* step(() => page.getByLabel("Territory 2", { exact: true }).fill("fr"))
        yield* step(() => page.getByLabel("Territory 3", { exact: true }).fill("Moldova, Republic of"))
        yield* step(() => page.getByRole("button", { name: "Add contract" }).click())
        yield* step(() => page.waitForURL(/\/contracts\/ctr_\w+$/))
        const contractId = new URL(page.url()).pathname.split("/").pop()!
        const saved = yield* bodyOf<{ data: { territories: ReadonlyArray<string> } }>(
          yield* c.get(`/v1/contracts/${contractId}`)
        )
        assert.deepStrictEqual(saved.data.territories, ["DE", "FR", "MD"])
        // Editing shows them by name again, with room for two more.
        yield* step(() => page.goto(`${app.origin}/contracts/${contractId}/edit`))
        const shown = yield* step(() =>
          page.evaluate("[...document.querySelectorAll('input[name=territories]')].map((i) => i.value)")
        )
        assert.deepStrictEqual(shown, ["Germany", "France", "Moldova, Republic of", "", ""])

        // Run Agent's territory: the same list; a name picked is sent as its code.
        yield* step(() => page.goto(`${app.origin}/agents/run?agent=talent-clearance&project=${c.project}`))
        const territory = page.getByLabel(/^Territory/)
        assert.strictEqual(yield* step(() => territory.getAttribute("list")), "input-territory-countries")
        assert.strictEqual((yield* offered("input-territory-countries")).length, 251)
        yield* noSeriousViolations(page)
        yield* step(() => page.getByLabel(/^All \d+ assets of the project/).check())
        yield* step(() => page.getByLabel("web", { exact: true }).check())
        yield* step(() => territory.fill("United Kingdom"))
        yield* step(() => page.getByRole("button", { name: "Check inputs and cost" }).click())
        assert.match(yield* textOf(page, "main"), /territory GB\b/)

        // An agent's default territory: typed by name, saved as its code, shown by name; "ZZ" is still refused.
        yield* step(() => page.goto(`${app.origin}/settings/agents`))
        const defaults = page.getByRole("group", { name: "Default inputs of Talent Clearance Agent" })
        yield* step(() => defaults.getByLabel(/^Territory/).fill("germany"))
        yield* step(() => defaults.getByRole("button", { name: "Save defaults of Talent Clearance Agent" }).click())
        assert.include(yield* textOf(page, "[role=status]"), "Saved the defaults of talent-clearance")
        const reread = page.getByRole("group", { name: "Default inputs of Talent Clearance Agent" })
        assert.strictEqual(yield* step(() => reread.getByLabel(/^Territory/).inputValue()), "Germany")
        const { agents } = yield* app
          .run(AgentSettings.listAgentSettings(Option.some(app.defaultWorkspace.id)))
          .pipe(Effect.orDie)
        assert.deepStrictEqual(agents.find((a) => a.id === "talent-clearance")?.defaults, { territory: "DE" })
        yield* step(() => reread.getByLabel(/^Territory/).fill("ZZ"))
        yield* step(() => reread.getByRole("button", { name: "Save defaults of Talent Clearance Agent" }).click())
        assert.include(yield* textOf(page, "[role=alert]"), "defaults.territory")
        yield* noSeriousViolations(page)
        yield* app
          .run(AgentSettings.setAgentDefaults(Option.some(app.defaultWorkspace.id), "talent-clearance", "{}"))
          .pipe(Effect.orDie)
      })
    )
  }
)
