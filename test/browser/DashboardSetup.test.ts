// Setting up a campaign in the dashboard without a terminal (issue 34, set up), in a real Chromium against the
// real server and PostgreSQL: add talent (a refused email named in a sentence, the typed values kept), upload a
// headshot into a project and see it on the profile, edit the talent; add a contract for them with the channels
// as checkboxes of the workspace's set (a wrong territory named in a sentence), attach its document, see it on the
// talent's page and in the filtered list; create a taxonomy, add and remove terms (children of a removed term move
// up); rename a project. Every change is checked over /v1 too, and every page has no serious axe-core violation.
import { assert, layer } from "@effect/vitest"
import { Effect, Layer } from "effect"
import type { Page } from "playwright-core"
import { overflow } from "../support/Accessibility.js"
import { BrowserLive } from "../support/Browser.js"
import { noSeriousViolations, ownerPage, png, step, textOf } from "../support/DashboardPages.js"
import { bodyOf } from "../support/Http.js"
import { type Item, standardLicence, toDocx } from "../support/ContractCorpus.js"
import { type RunBody, scenario } from "../support/Scenario.js"
import { makeTestApp, TestApp } from "../support/TestApp.js"

const flash = (page: Page) => step(async () => (await page.getByRole("status").first().innerText()).trim())

const alert = (page: Page) => step(async () => (await page.getByRole("alert").innerText()).replace(/\s+/g, " "))

const pathOf = (page: Page) => new URL(page.url()).pathname

/** The corpus's licence with two clauses that disagree on exclusivity: the reviewer marks that field for review. */
const disagreeingLicence: ReadonlyArray<Item> = standardLicence.flatMap((item) =>
  item.text === "5.1 This licence is non-exclusive."
    ? [item, { kind: "paragraph", text: "5.2 The licence granted under clause 3 is exclusive." } as const]
    : [item]
)

layer(Layer.merge(makeTestApp(), BrowserLive), { timeout: "180 seconds", excludeTestServices: true })(
  "dashboard set-up pages",
  (it) => {
    it.effect("adds talent, uploads a headshot, edits them; adds a contract for them with its document", () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        const c = yield* scenario(yield* app.key())
        yield* c.project("Headshots and contracts")
        const page = yield* ownerPage
        const api = <A>(path: string) => Effect.flatMap(c.get(path), bodyOf<A>)

        // Talent: empty at first, reached from the navigation.
        yield* step(() => page.getByRole("link", { name: "Talent", exact: true }).click())
        assert.include(yield* textOf(page), "No talent yet")
        yield* noSeriousViolations(page)

        // A wrong email is refused in words, and what was typed stays (the browser's own check of the field is
        // turned off: the server's check is the one that counts).
        yield* step(() =>
          page.evaluate("document.querySelectorAll('form.stack').forEach((form) => { form.noValidate = true })")
        )
        yield* step(() => page.getByLabel("Name", { exact: true }).fill("Ada Lovelace"))
        yield* step(() => page.getByLabel(/^Other names/).fill("Countess of Lovelace\nA. A. Lovelace"))
        yield* step(() => page.getByLabel(/^Contact email/).fill("ada at example"))
        yield* step(() => page.getByRole("button", { name: "Add talent" }).click())
        assert.match(yield* alert(page), /The field “contact.email” .*\./)
        assert.strictEqual(yield* step(() => page.getByLabel("Name", { exact: true }).inputValue()), "Ada Lovelace")
        assert.strictEqual(yield* step(() => page.getByLabel(/^Contact email/).getAttribute("aria-invalid")), "true")
        yield* noSeriousViolations(page)
        yield* step(() => page.getByLabel(/^Contact email/).fill("ada@example.com"))
        yield* step(() => page.getByRole("button", { name: "Add talent" }).click())
        yield* step(() => page.waitForURL(/\/talent\/tal_\w+$/))
        const talentPath = pathOf(page)
        const talentId = talentPath.split("/").pop()!
        assert.strictEqual(yield* flash(page), "Added Ada Lovelace.")
        assert.strictEqual(yield* step(() => page.getByRole("heading", { level: 1 }).innerText()), "Ada Lovelace")
        assert.include(yield* textOf(page), "Countess of Lovelace, A. A. Lovelace")
        assert.include(yield* textOf(page), "No headshots yet.")
        assert.include(yield* textOf(page), "No contracts name Ada Lovelace.")

        // A headshot: uploaded into the project, listed in the profile.
        const headshot = yield* png("#c08060")
        yield* step(() =>
          page
            .getByLabel("Headshot (an image)")
            .setInputFiles({ name: "ada.png", mimeType: "image/png", buffer: headshot })
        )
        yield* step(() => page.getByRole("button", { name: "Upload headshot" }).click())
        yield* step(() => page.waitForURL(`${app.origin}${talentPath}`))
        assert.strictEqual(yield* flash(page), "Added the headshot ada.png to Ada Lovelace.")
        assert.strictEqual(yield* step(() => page.locator("#headshots img").count()), 1)
        const profile = yield* api<{
          data: { headshot_asset_ids: ReadonlyArray<string>; aliases: ReadonlyArray<string> }
        }>(`/v1/talent/${talentId}`)
        assert.strictEqual(profile.data.headshot_asset_ids.length, 1)
        assert.deepStrictEqual(profile.data.aliases, ["Countess of Lovelace", "A. A. Lovelace"])
        yield* noSeriousViolations(page)

        // Edit: the form holds the profile; the saved change is the API's too.
        yield* step(() => page.getByRole("link", { name: "Edit Ada Lovelace" }).click())
        assert.strictEqual(yield* step(() => page.getByLabel(/^Contact email/).inputValue()), "ada@example.com")
        yield* noSeriousViolations(page)
        yield* step(() => page.getByLabel(/^Agency/).fill("Analytical Engines Ltd"))
        yield* step(() => page.getByRole("button", { name: "Save" }).click())
        yield* step(() => page.waitForURL(`${app.origin}${talentPath}`))
        assert.strictEqual(yield* flash(page), "Saved Ada Lovelace.")
        assert.include(yield* textOf(page), "Analytical Engines Ltd")
        const edited = yield* api<{ data: { agency: string; headshot_asset_ids: ReadonlyArray<string> } }>(
          `/v1/talent/${talentId}`
        )
        assert.strictEqual(edited.data.agency, "Analytical Engines Ltd")
        assert.strictEqual(edited.data.headshot_asset_ids.length, 1, "editing keeps the headshots")

        // The list: a count, and a search by a whole name or other name, in any case.
        yield* c.talent("Grace Hopper")
        yield* step(() => page.goto(`${app.origin}/talent`))
        assert.include(yield* textOf(page, "#pager-talent"), "2 talent")
        yield* step(() => page.getByLabel(/^Find by name or other name/).fill("countess of LOVELACE"))
        yield* step(() => page.getByRole("button", { name: "Find" }).click())
        assert.include(yield* textOf(page, "#pager-talent"), "1 talent")
        assert.include(yield* textOf(page), "Ada Lovelace")
        assert.notInclude(yield* textOf(page), "Grace Hopper")
        // Past a page: 100 a page, counted, and the next page reached.
        yield* Effect.forEach(
          Array.from({ length: 100 }, (_, i) => `Extra ${i + 1}`),
          (name) => c.talent(name),
          {
            concurrency: 4
          }
        )
        yield* step(() => page.goto(`${app.origin}/talent`))
        assert.include(yield* textOf(page, "#pager-talent"), "Showing 1–100 of 102 talent")
        yield* step(() => page.getByRole("link", { name: "Next talent ›" }).click())
        assert.include(yield* textOf(page, "#pager-talent"), "Showing 101–102 of 102 talent")
        assert.include(yield* textOf(page), "Ada Lovelace")

        // A contract for her, from her page: she is chosen already; channels are the workspace's set.
        yield* step(() => page.goto(`${app.origin}${talentPath}`))
        yield* step(() => page.getByRole("link", { name: "Add a contract for Ada Lovelace" }).click())
        assert.strictEqual(yield* step(() => page.getByLabel("Talent", { exact: true }).inputValue()), talentId)
        const channels = yield* step(() =>
          page.evaluate("[...document.querySelectorAll('input[name=distribution_channels]')].map((box) => box.value)")
        )
        assert.deepStrictEqual(channels, ["web", "social", "broadcast"])
        yield* noSeriousViolations(page)
        yield* step(() => page.getByLabel("Title").fill("Ada: spring campaign"))
        yield* step(() => page.getByLabel("Starts on").fill("2026-03-01"))
        yield* step(() => page.getByLabel(/^Ends on/).fill("2027-02-28"))
        yield* step(() => page.getByLabel("Territory 1", { exact: true }).fill("de, Atlantis"))
        yield* step(() => page.getByLabel("web", { exact: true }).check())
        yield* step(() => page.getByLabel("social", { exact: true }).check())
        yield* step(() => page.getByLabel("Exclusive").check())
        yield* step(() => page.getByRole("button", { name: "Add contract" }).click())
        assert.match(yield* alert(page), /Item 2 of the field “territories” is not a known country or territory code\./)
        assert.isTrue(yield* step(() => page.getByLabel("social", { exact: true }).isChecked()))
        assert.isFalse(yield* step(() => page.getByLabel("broadcast", { exact: true }).isChecked()))
        assert.strictEqual(yield* step(() => page.getByLabel("Title").inputValue()), "Ada: spring campaign")
        yield* noSeriousViolations(page)
        yield* step(() => page.getByLabel("Territory 1", { exact: true }).fill("de, fr"))
        yield* step(() => page.getByRole("button", { name: "Add contract" }).click())
        yield* step(() => page.waitForURL(/\/contracts\/ctr_\w+$/))
        const contractPath = pathOf(page)
        const contractId = contractPath.split("/").pop()!
        assert.strictEqual(yield* flash(page), 'Added the contract "Ada: spring campaign".')
        const fields = yield* textOf(page)
        assert.include(fields, "Talent Ada Lovelace")
        assert.include(fields, "Territories DE, FR")
        assert.include(fields, "Distribution channels web, social")
        assert.include(fields, "Exclusive yes")
        assert.include(fields, "No document yet.")
        const contract = yield* api<{
          data: { talent_ids: ReadonlyArray<string>; distribution_channels: ReadonlyArray<string>; status: string }
        }>(`/v1/contracts/${contractId}`)
        assert.deepStrictEqual(contract.data.talent_ids, [talentId])
        assert.deepStrictEqual(contract.data.distribution_channels, ["web", "social"])

        // Its document: uploaded into the project and named as the contract's source.
        yield* step(() =>
          page.getByLabel(/The signed contract/).setInputFiles({
            name: "ada-contract.pdf",
            mimeType: "application/pdf",
            buffer: Buffer.from("%PDF-1.4\n% a contract\n%%EOF\n")
          })
        )
        yield* step(() => page.getByRole("button", { name: "Upload document" }).click())
        yield* step(() => page.waitForURL(`${app.origin}${contractPath}`))
        assert.strictEqual(yield* flash(page), 'Attached ada-contract.pdf as the document of "Ada: spring campaign".')
        const withDocument = yield* api<{ data: { source_asset_id: string | null } }>(`/v1/contracts/${contractId}`)
        assert.match(withDocument.data.source_asset_id ?? "", /^ast_/)
        assert.strictEqual(
          yield* step(() =>
            page.getByRole("link", { name: "Run the contract reviewer on this document" }).getAttribute("href")
          ),
          `/agents/run?agent=contract-reviewer&asset=${withDocument.data.source_asset_id}`
        )
        // It opens Run Agent for the reviewer with the document filled in (the run's cost is confirmed there).
        yield* step(() => page.getByRole("link", { name: "Run the contract reviewer on this document" }).click())
        assert.strictEqual(pathOf(page), "/agents/run")
        assert.include(
          String(
            yield* step(() =>
              page.evaluate(
                "[...document.querySelectorAll('main [name=\"in.asset_ids\"]')].map((e) => e.checked === false ? '' : e.value).join(' ')"
              )
            )
          ),
          withDocument.data.source_asset_id!
        )
        yield* step(() => page.goBack())
        yield* noSeriousViolations(page)

        // The talent's page lists it; the list filters by talent and status.
        yield* step(() => page.getByRole("link", { name: "Ada Lovelace" }).click())
        assert.include(yield* textOf(page, "#talent-contracts"), "Ada: spring campaign")
        yield* step(() => page.goto(`${app.origin}/contracts?status=active`))
        assert.include(yield* textOf(page, "#pager-contracts"), "1 contracts")
        assert.include(yield* textOf(page), "Ada: spring campaign")
        yield* noSeriousViolations(page)
        yield* step(() => page.getByLabel("Filter by status").selectOption("draft"))
        yield* step(() => page.getByRole("button", { name: "Filter" }).click())
        assert.include(yield* textOf(page), "No contracts match these filters.")

        // On a phone (390 px) none of these pages scrolls sideways.
        yield* step(() => page.setViewportSize({ width: 390, height: 800 }))
        for (const path of [
          "/talent",
          talentPath,
          `${talentPath}/edit`,
          "/contracts",
          contractPath,
          `${contractPath}/edit`
        ]) {
          yield* step(() => page.goto(`${app.origin}${path}`))
          const { excess, wide } = yield* step(() => overflow(page))
          assert.isAtMost(excess, 0, `${path} scrolls sideways at 390 px: ${wide.join(", ")}`)
        }
      })
    )
    it.effect(
      "shows the contract reviewer's reading of a draft, fields to check first beside their clauses; confirms it",
      () =>
        Effect.gen(function* () {
          const app = yield* TestApp
          const token = yield* app.key()
          const c = yield* scenario(token)
          const project = yield* c.project("Licences")
          const jane = yield* c.talent("Jane Doe")
          const uploaded = yield* app.upload(token, [
            { name: "project_id", value: project },
            {
              name: "file",
              filename: "licence.docx",
              content: yield* Effect.promise(() => toDocx(disagreeingLicence)),
              contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            }
          ])
          const licence = (yield* bodyOf<{ data: { id: string } }>(uploaded)).data.id
          const started = yield* bodyOf<RunBody>(
            yield* c.startRun("contract-reviewer", { asset_ids: [licence], create_contracts: true })
          )
          assert.strictEqual((yield* c.finished(started.data.id)).data.status, "succeeded")
          const drafts = yield* bodyOf<{ data: ReadonlyArray<{ id: string }> }>(
            yield* c.get(`/v1/contracts?status=draft&talent_id=${jane}`)
          )
          const draft = drafts.data[0]!.id

          const page = yield* ownerPage
          yield* step(() => page.goto(`${app.origin}/contracts/${draft}`))
          assert.include(yield* textOf(page, "#contract-status"), "draft")
          const review = yield* textOf(page, "#contract-review")
          assert.include(review, "“United Kingdom” §2.1")
          assert.include(review, `From its run`)
          // The fields a person must check come first, each beside the words it was read from.
          const statuses = yield* step(() =>
            page.evaluate(
              "[...document.querySelectorAll('#contract-review tr[data-review-status]')].map((row) => row.dataset.reviewStatus)"
            )
          )
          const order = statuses as ReadonlyArray<string>
          assert.isAbove(order.length, 5)
          assert.deepStrictEqual(
            order,
            [...order].sort((a, b) => Number(b === "needs_review") - Number(a === "needs_review"))
          )
          const output = (yield* c.run(started.data.id)).data.output as {
            reviews: ReadonlyArray<{ fields: Record<string, { status: string }> }>
          }
          const unsure = Object.values(output.reviews[0]!.fields).filter((f) => f.status === "needs_review").length
          assert.isAbove(unsure, 0, "the disagreeing clauses are marked for review")
          assert.strictEqual(order.filter((s) => s === "needs_review").length, unsure)
          assert.include(review, "need a person's check")
          yield* noSeriousViolations(page)

          // Corrected where the reading was doubtful (exclusivity) and extended, then confirmed: clearance relies on it.
          yield* step(() => page.getByRole("link", { name: "Correct the fields" }).click())
          assert.strictEqual(yield* step(() => page.getByLabel("Starts on").inputValue()), "2024-04-01")
          yield* noSeriousViolations(page)
          yield* step(() => page.getByLabel("Exclusive").uncheck())
          yield* step(() => page.getByLabel(/^Ends on/).fill("2030-12-31"))
          yield* step(() => page.getByRole("button", { name: "Save" }).click())
          yield* step(() => page.waitForURL(`${app.origin}/contracts/${draft}`))
          assert.strictEqual(yield* flash(page), 'Saved "TALENT LICENCE AGREEMENT (draft from review)".')
          const corrected = yield* bodyOf<{ data: { exclusive: boolean; end_date: string; status: string } }>(
            yield* c.get(`/v1/contracts/${draft}`)
          )
          assert.deepStrictEqual(
            [corrected.data.exclusive, corrected.data.end_date, corrected.data.status],
            [false, "2030-12-31", "draft"]
          )
          yield* step(() => page.getByRole("button", { name: "Confirm the contract" }).click())
          yield* step(() => page.waitForURL(`${app.origin}/contracts/${draft}`))
          assert.strictEqual(
            yield* flash(page),
            'Confirmed "TALENT LICENCE AGREEMENT (draft from review)": it is active.'
          )
          const confirmed = yield* bodyOf<{ data: { status: string } }>(yield* c.get(`/v1/contracts/${draft}`))
          assert.strictEqual(confirmed.data.status, "active")
        })
    )

    it.effect("creates a taxonomy once, adds and removes terms; edits a project", () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        const c = yield* scenario(yield* app.key())
        const page = yield* ownerPage
        const api = <A>(path: string) => Effect.flatMap(c.get(path), bodyOf<A>)
        type Terms = {
          data: { terms: ReadonlyArray<{ label: string; parent: string | null; synonyms: ReadonlyArray<string> }> }
        }

        yield* step(() => page.getByRole("link", { name: "Taxonomies", exact: true }).click())
        yield* noSeriousViolations(page)
        // A repeated term is refused as the line it is on; what was typed stays.
        yield* step(() => page.getByLabel(/^Name/).fill("Moods"))
        yield* step(() => page.getByLabel(/^Terms/).fill("Happy\nSad\nhappy"))
        yield* step(() => page.getByRole("button", { name: "Create taxonomy" }).click())
        assert.match(yield* alert(page), /Item 3 of the field “terms” is already used\./)
        assert.strictEqual(yield* step(() => page.getByLabel(/^Terms/).inputValue()), "Happy\nSad\nhappy")
        yield* noSeriousViolations(page)

        // Sent, then the very same form sent again (as a resubmit would): one taxonomy, and the second send says so.
        const sent: Array<string> = []
        page.on("request", (request) => {
          if (request.method() === "POST" && new URL(request.url()).pathname === "/taxonomies") {
            sent.push(request.postData() ?? "")
          }
        })
        yield* step(() => page.getByLabel(/^Terms/).fill("Happy\nSad\nCalm"))
        yield* step(() => page.getByRole("button", { name: "Create taxonomy" }).click())
        yield* step(() => page.waitForURL(/\/taxonomies\/txn_\w+$/))
        const taxonomyPath = pathOf(page)
        const taxonomyId = taxonomyPath.split("/").pop()!
        assert.strictEqual(yield* flash(page), 'Created the taxonomy "Moods" with 3 terms.')
        const shown = yield* step(async () => {
          const answer = page.waitForResponse(
            (r) => r.request().method() === "GET" && new URL(r.url()).pathname === taxonomyPath
          )
          await page.evaluate(`(() => {
            const form = document.createElement("form")
            form.method = "post"
            form.action = "/taxonomies"
            for (const [name, value] of new URLSearchParams(${JSON.stringify(sent.at(-1))})) {
              const field = document.createElement("input")
              Object.assign(field, { type: "hidden", name, value })
              form.append(field)
            }
            document.body.append(form)
            form.submit()
          })()`)
          return answer
        })
        // The second send is led to the first one's taxonomy, and says so.
        assert.include(yield* step(() => shown.text()), "This form had already created the taxonomy &quot;Moods&quot;")
        yield* step(() => page.waitForLoadState())
        const named = yield* api<{ data: ReadonlyArray<{ id: string }> }>("/v1/taxonomies?name=Moods")
        assert.deepStrictEqual(
          named.data.map((t) => t.id),
          [taxonomyId]
        )

        // A narrower term with other words for it.
        yield* step(() => page.getByLabel(/^Term/).fill("Joyful"))
        yield* step(() => page.getByLabel(/^Part of/).selectOption("Happy"))
        yield* step(() => page.getByLabel(/^Other words/).fill("glad, over the moon"))
        yield* step(() => page.getByRole("button", { name: "Add term" }).click())
        yield* step(() => page.waitForURL(`${app.origin}${taxonomyPath}`))
        assert.strictEqual(yield* flash(page), 'Added the term "Joyful".')
        assert.include(yield* textOf(page, "#terms"), "Joyful Happy glad, over the moon")
        // A term already there (ignoring case) is refused in words, on the form's own field.
        yield* step(() => page.getByLabel(/^Term/).fill("calm"))
        yield* step(() => page.getByRole("button", { name: "Add term" }).click())
        assert.match(yield* alert(page), /The field “label” is already used\./)
        assert.strictEqual(yield* step(() => page.getByLabel(/^Term/).getAttribute("aria-invalid")), "true")
        assert.strictEqual(yield* step(() => page.getByLabel(/^Term/).inputValue()), "calm")
        yield* noSeriousViolations(page)

        // Removing a term moves the terms under it up.
        yield* step(() => page.goto(`${app.origin}${taxonomyPath}`))
        yield* step(() => page.getByRole("button", { name: "Remove Happy" }).click())
        yield* step(() => page.waitForURL(`${app.origin}${taxonomyPath}`))
        assert.strictEqual(yield* flash(page), 'Removed the term "Happy".')
        const after = yield* api<Terms>(`/v1/taxonomies/${taxonomyId}`)
        assert.deepStrictEqual(
          after.data.terms.map((t) => [t.label, t.parent, t.synonyms]),
          [
            ["Sad", null, []],
            ["Calm", null, []],
            ["Joyful", null, ["glad", "over the moon"]]
          ]
        )
        yield* noSeriousViolations(page)
        yield* step(() => page.getByRole("link", { name: "Taxonomies", exact: true }).click())
        assert.include(yield* textOf(page), "Moods 3")
        yield* step(() => page.setViewportSize({ width: 390, height: 800 }))
        for (const path of ["/taxonomies", taxonomyPath]) {
          yield* step(() => page.goto(`${app.origin}${path}`))
          const { excess, wide } = yield* step(() => overflow(page))
          assert.isAtMost(excess, 0, `${path} scrolls sideways at 390 px: ${wide.join(", ")}`)
        }
        yield* step(() => page.setViewportSize({ width: 1280, height: 800 }))

        // A project: renamed and described from its page; an empty name is refused in words.
        const project = yield* c.project("Spring")
        yield* step(() => page.goto(`${app.origin}/projects/${project}`))
        yield* step(() => page.getByRole("link", { name: "Edit the project" }).click())
        assert.strictEqual(yield* step(() => page.getByLabel("Name", { exact: true }).inputValue()), "Spring")
        yield* noSeriousViolations(page)
        yield* step(() =>
          page.evaluate("document.querySelectorAll('form.stack').forEach((form) => { form.noValidate = true })")
        )
        yield* step(() => page.getByLabel("Name", { exact: true }).fill("   "))
        yield* step(() => page.getByRole("button", { name: "Save" }).click())
        assert.match(yield* alert(page), /The field “name” is too short/)
        yield* step(() => page.getByLabel("Name", { exact: true }).fill("Spring campaign"))
        yield* step(() => page.getByLabel(/^Description/).fill("Shot in Lisbon, March 2026."))
        yield* step(() => page.getByRole("button", { name: "Save" }).click())
        yield* step(() => page.waitForURL(`${app.origin}/projects/${project}`))
        assert.strictEqual(yield* flash(page), 'Saved the project "Spring campaign".')
        assert.strictEqual(yield* step(() => page.getByRole("heading", { level: 1 }).innerText()), "Spring campaign")
        assert.include(yield* textOf(page), "Shot in Lisbon, March 2026.")
        const saved = yield* api<{ data: { name: string; description: string } }>(`/v1/projects/${project}`)
        assert.deepStrictEqual(
          [saved.data.name, saved.data.description],
          ["Spring campaign", "Shot in Lisbon, March 2026."]
        )
      })
    )
  }
)
