// Changing the set-up from the dashboard (issue 34), in a real Chromium against the real server and PostgreSQL:
// renaming a taxonomy's term (the terms under it follow; a name used twice is refused in words), deleting a
// taxonomy and deleting talent, each confirmed, each through the use case the v1 API calls.
import { assert, layer } from "@effect/vitest"
import { Effect, Layer } from "effect"
import type { Page } from "playwright-core"
import { BrowserLive } from "../support/Browser.js"
import { noSeriousViolations, ownerPage, step, textOf } from "../support/DashboardPages.js"
import { bodyOf } from "../support/Http.js"
import { scenario } from "../support/Scenario.js"
import { makeTestApp, TestApp } from "../support/TestApp.js"

/** The confirmation the page asked for before sending a form (ownerPage accepts every dialog). */
const confirmations = (page: Page) => {
  const seen: Array<string> = []
  page.on("dialog", (dialog) => void seen.push(dialog.message()))
  return seen
}

layer(Layer.merge(makeTestApp(), BrowserLive), { timeout: "180 seconds", excludeTestServices: true })(
  "dashboard: renaming and deleting what was set up",
  (it) => {
    it.effect("rename a term, delete a taxonomy, delete talent: confirmed, refusals in words", () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        const c = yield* scenario(yield* app.key())
        const taxonomy = yield* bodyOf<{ data: { id: string } }>(
          yield* c.post("/v1/taxonomies", {
            name: "Moods",
            terms: [{ label: "Calm" }, { label: "Serene", parent: "Calm" }, { label: "Happy" }]
          })
        )
        const taxonomyId = taxonomy.data.id
        const page = yield* ownerPage
        const asked = confirmations(page)
        yield* step(() => page.goto(`${app.origin}/taxonomies/${taxonomyId}`))
        yield* noSeriousViolations(page)

        // A name another term has is refused in words; nothing changes.
        yield* step(() => page.getByLabel("New name for Calm").fill("happy"))
        yield* step(() => page.getByRole("button", { name: "Rename Calm" }).click())
        const refusal = yield* textOf(page, "[role=alert]")
        assert.include(refusal, "The field “new name” is already used", refusal)
        const unchanged = yield* bodyOf<{ data: { terms: ReadonlyArray<{ label: string }> } }>(
          yield* c.get(`/v1/taxonomies/${taxonomyId}`)
        )
        assert.deepStrictEqual(
          unchanged.data.terms.map((t) => t.label),
          ["Calm", "Serene", "Happy"]
        )
        yield* noSeriousViolations(page)

        // Renamed: the term under it follows it.
        yield* step(() => page.getByLabel("New name for Calm").fill("Peaceful"))
        yield* step(() => page.getByRole("button", { name: "Rename Calm" }).click())
        assert.include(yield* textOf(page, "[role=status]"), 'Renamed the term "Calm" to "Peaceful"')
        const renamed = yield* bodyOf<{ data: { terms: ReadonlyArray<{ label: string; parent: string | null }> } }>(
          yield* c.get(`/v1/taxonomies/${taxonomyId}`)
        )
        assert.deepStrictEqual(
          renamed.data.terms.map((t) => [t.label, t.parent]),
          [
            ["Peaceful", null],
            ["Serene", "Peaceful"],
            ["Happy", null]
          ]
        )

        // Deleted, after a confirmation: gone from the list and from /v1.
        yield* step(() => page.getByRole("button", { name: "Delete the taxonomy Moods" }).click())
        yield* step(() => page.waitForURL(`${app.origin}/taxonomies`))
        assert.match(asked.at(-1) ?? "", /^Delete the taxonomy Moods\?/)
        assert.include(yield* textOf(page, "[role=status]"), 'Deleted the taxonomy "Moods"')
        assert.strictEqual(yield* step(() => page.getByRole("link", { name: "Moods" }).count()), 0)
        assert.strictEqual((yield* c.get(`/v1/taxonomies/${taxonomyId}`)).status, 404)

        // Talent: deleted after a confirmation; their contract stays; their page is gone.
        const talent = yield* c.talent("Dora Gone")
        const contract = yield* c.contract({
          talent_ids: [talent],
          title: "Dora's deal",
          start_date: "2026-01-01",
          territories: ["worldwide"],
          distribution_channels: ["web"]
        })
        yield* step(() => page.goto(`${app.origin}/talent/${talent}`))
        yield* noSeriousViolations(page)
        yield* step(() => page.getByRole("button", { name: "Delete Dora Gone" }).click())
        yield* step(() => page.waitForURL(`${app.origin}/talent`))
        assert.match(asked.at(-1) ?? "", /^Delete Dora Gone\? Their contracts and clearance records stay/)
        assert.include(yield* textOf(page, "[role=status]"), "Deleted Dora Gone.")
        assert.strictEqual((yield* c.get(`/v1/talent/${talent}`)).status, 404)
        assert.strictEqual((yield* c.get(`/v1/contracts/${contract}`)).status, 200)
        const gone = yield* step(() => page.goto(`${app.origin}/talent/${talent}`))
        assert.strictEqual(gone?.status(), 404)
        yield* noSeriousViolations(page)
      })
    )
  }
)
