// Working with files in the dashboard (issue 34), in a real Chromium against the real server and PostgreSQL:
// several files dropped or picked upload together, each its own asset with its own progress bar and outcome (a
// refused one says why, the others still upload), once each however often sent; without the script the plain form
// uploads one file. The pages stay axe-clean.
import { assert, layer } from "@effect/vitest"
import { Effect, Layer } from "effect"
import type { Page } from "playwright-core"
import { BrowserLive } from "../support/Browser.js"
import { noSeriousViolations, ownerPage, png, projectWithImages, step, textOf } from "../support/DashboardPages.js"
import { standardLicence, toDocx } from "../support/ContractCorpus.js"
import { bodyOf } from "../support/Http.js"
import { scenario } from "../support/Scenario.js"
import { makeTestApp, TestApp } from "../support/TestApp.js"

/** Drops files (name and bytes) on the page's upload form, as a drag from the desktop does. */
const drop = (page: Page, files: ReadonlyArray<{ readonly name: string; readonly bytes: Uint8Array }>) =>
  step(() =>
    page.evaluate(`(() => {
      const transfer = new DataTransfer()
      for (const f of ${JSON.stringify(files.map((f) => ({ name: f.name, bytes: [...f.bytes] })))}) {
        transfer.items.add(new File([Uint8Array.from(f.bytes)], f.name, { type: "image/png" }))
      }
      const event = new DragEvent("drop", { dataTransfer: transfer, bubbles: true, cancelable: true })
      document.querySelector("form[data-upload]").dispatchEvent(event)
    })()`)
  )

/** The file names of a project's assets, over /v1. */
const filenames = (token: string, project: string) =>
  Effect.gen(function* () {
    const app = yield* TestApp
    const res = yield* app.fetch(`/v1/assets?project_id=${project}&limit=100`, { token })
    const body = yield* bodyOf<{ data: ReadonlyArray<{ filename: string }> }>(res)
    return body.data.map((a) => a.filename).sort()
  })

layer(Layer.merge(makeTestApp(), BrowserLive), { timeout: "180 seconds", excludeTestServices: true })(
  "dashboard: files, picker, reports",
  (it) => {
    it.effect("uploads several dropped or picked files together, each with its progress and outcome", () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        const { project, c } = yield* projectWithImages("Upload campaign")
        const token = yield* app.key()
        const page = yield* ownerPage
        yield* step(() => page.goto(`${app.origin}/projects/${project}`))
        const uploads = page.getByRole("list", { name: "Uploads" })

        // Three dropped files: two images and one whose name cannot be stored; each is listed with its outcome.
        const red = yield* png("#d00000")
        const green = yield* png("#00a000")
        yield* drop(page, [
          { name: "red.png", bytes: red },
          { name: "bad\u0000name.png", bytes: red },
          { name: "green.png", bytes: green }
        ])
        yield* step(() => page.getByRole("status").filter({ hasText: "Uploaded 2 of 3 files" }).waitFor())
        const rows = yield* step(() => uploads.getByRole("listitem").allInnerTexts())
        assert.lengthOf(rows, 3)
        assert.match(rows[0]!, /red\.png\s*Done: open red\.png/)
        assert.match(rows[1]!, /Failed: The multipart body could not be read/)
        assert.match(rows[2]!, /green\.png\s*Done: open green\.png/)
        assert.strictEqual(yield* step(() => uploads.getByRole("progressbar").count()), 3)
        assert.strictEqual(yield* step(() => page.getByLabel("Progress of green.png").getAttribute("value")), "100")
        assert.deepStrictEqual(yield* filenames(token, project), ["green.png", "red.png", "sea.png", "sun.png"])
        yield* noSeriousViolations(page)

        // Each asset is reached from its line; its page is the new asset's.
        yield* step(() => uploads.getByRole("link", { name: "open green.png" }).click())
        yield* step(() => page.waitForURL(/\/assets\/ast_/))
        assert.strictEqual(yield* step(() => page.getByRole("heading", { level: 1 }).innerText()), "green.png")

        // Picked with the file input: several at once (the script makes it a multiple picker), each its own asset.
        yield* step(() => page.goto(`${app.origin}/projects/${project}`))
        yield* step(() =>
          page.getByLabel(/^File/).setInputFiles([
            { name: "one.png", mimeType: "image/png", buffer: Buffer.from(red) },
            { name: "two.png", mimeType: "image/png", buffer: Buffer.from(green) }
          ])
        )
        yield* step(() => page.getByRole("button", { name: "Upload" }).click())
        yield* step(() => page.getByRole("status").filter({ hasText: "Uploaded 2 of 2 files." }).waitFor())
        assert.deepStrictEqual(yield* filenames(token, project), [
          "green.png",
          "one.png",
          "red.png",
          "sea.png",
          "sun.png",
          "two.png"
        ])

        // The same page's files sent again use the tokens already spent: the same assets, nothing new.
        const again = (yield* step(() =>
          page.evaluate(`(async () => {
            const form = document.querySelector("form[data-upload]")
            const url = new URL(form.action)
            url.searchParams.set("_form", url.searchParams.get("_form") + ".1")
            const body = new FormData()
            body.append("project_id", form.elements.namedItem("project_id").value)
            body.append("file", new File(["other bytes"], "three.txt", { type: "text/plain" }))
            const res = await fetch(url, { method: "POST", body, headers: { accept: "application/json" } })
            return { status: res.status, url: (await res.json()).url }
          })()`)
        )) as { readonly status: number; readonly url: string }
        assert.strictEqual(again.status, 201)
        const two = yield* c.get(again.url.replace("/assets/", "/v1/assets/"))
        assert.strictEqual((yield* bodyOf<{ data: { filename: string } }>(two)).data.filename, "two.png")
        assert.lengthOf(yield* filenames(token, project), 6)

        // One file still opens its asset, as before.
        yield* step(() => page.goto(`${app.origin}/projects/${project}`))
        yield* drop(page, [{ name: "alone.png", bytes: green }])
        yield* step(() => page.waitForURL(/\/assets\/ast_/))
        assert.strictEqual(yield* step(() => page.getByRole("heading", { level: 1 }).innerText()), "alone.png")
      })
    )

    it.effect("without the script the plain form uploads one file", () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        const { project } = yield* projectWithImages("Plain campaign")
        const token = yield* app.key()
        const page = yield* ownerPage
        yield* step(() => page.route("**/static/dashboard.js", (route) => route.abort()))
        yield* step(() => page.goto(`${app.origin}/projects/${project}`))
        assert.isFalse(yield* step(() => page.evaluate(`document.getElementById("upload-file").multiple`)))
        yield* step(() =>
          page
            .getByLabel(/^File/)
            .setInputFiles({ name: "plain.png", mimeType: "image/png", buffer: Buffer.from([137, 80, 78, 71]) })
        )
        yield* step(() => page.getByRole("button", { name: "Upload" }).click())
        yield* step(() => page.waitForURL(/\/assets\/ast_/))
        assert.strictEqual(yield* step(() => page.getByRole("heading", { level: 1 }).innerText()), "plain.png")
        assert.include(yield* filenames(token, project), "plain.png")
      })
    )

    it.effect("Run Agent's picker starts with none ticked and chooses all, by tag, by a search on file names", () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        const { project, sun, sea, c } = yield* projectWithImages("Picker campaign")
        const seaside = yield* c.asset(project, "Seaside-dawn.png", yield* png("#3070d0"))
        const lemon = yield* c.asset(project, "lemon.png", yield* png("#f0e000"))
        for (const id of [sun, lemon]) {
          assert.strictEqual((yield* c.patch(`/v1/assets/${id}`, { tags: ["Yellow"] })).status, 200)
        }
        assert.strictEqual((yield* c.patch(`/v1/assets/${seaside}`, { tags: ["Blue"] })).status, 200)
        const page = yield* ownerPage
        const open = step(() => page.goto(`${app.origin}/agents/run?agent=asset-tagger&project=${project}`))
        const checkAndShown = step(async () => {
          await page.getByRole("button", { name: "Check inputs and cost" }).click()
          await page.locator("#run-quote").waitFor()
          return page.locator("main").innerText()
        })
        yield* open

        // Nothing is chosen at first; the ways to choose are offered with counts.
        const scope = page.getByRole("group", { name: "Assets" })
        assert.isFalse(yield* step(() => scope.getByLabel("All 4 assets of the project").isChecked()))
        for (const name of ["sun.png", "sea.png", "Seaside-dawn.png", "lemon.png"]) {
          assert.isFalse(yield* step(() => page.getByLabel(name, { exact: true }).isChecked()), name)
        }
        const tag = page.getByLabel("The project's assets with the tag")
        assert.deepStrictEqual(
          (yield* step(() => tag.locator("option").allInnerTexts())).map((t) => t.trim()),
          ["No tag chosen", "Yellow (2 assets)", "Blue (1 asset)"]
        )
        yield* noSeriousViolations(page)

        // By tag: the project's assets with it, and no other.
        yield* step(() => tag.selectOption("Yellow"))
        const byTag = yield* checkAndShown
        assert.include(byTag, "process 2 assets")
        for (const id of [sun, lemon]) assert.include(byTag, id)
        for (const id of [sea, seaside]) assert.notInclude(byTag, id)
        // "Change the inputs" shows the picker as it was.
        yield* step(() => page.getByRole("button", { name: "Change the inputs" }).click())
        assert.strictEqual(yield* step(() => tag.inputValue()), "Yellow")

        // By a search on file names (any case), together with a ticked box: both, each once.
        yield* step(() => tag.selectOption(""))
        yield* step(() => page.getByLabel("The project's assets whose file name contains").fill("SEA"))
        yield* step(() => page.getByLabel("lemon.png", { exact: true }).check())
        const bySearch = yield* checkAndShown
        assert.include(bySearch, "process 3 assets")
        for (const id of [sea, seaside, lemon]) assert.include(bySearch, id)
        assert.notInclude(bySearch, sun)

        // All of the project's assets.
        yield* open
        yield* step(() => scope.getByLabel("All 4 assets of the project").check())
        const all = yield* checkAndShown
        assert.include(all, "process 4 assets")
        for (const id of [sun, sea, seaside, lemon]) assert.include(all, id)

        // None chosen in any way: the agent's own check names the input.
        yield* open
        yield* step(() => page.getByRole("button", { name: "Check inputs and cost" }).click())
        assert.include(yield* step(() => page.getByRole("alert").innerText()), "inputs.asset_ids")
      })
    )

    it.effect("finds projects by name and visibility; filters a project's assets by kind and tag", () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        const { project, sun, sea, c } = yield* projectWithImages("Filter campaign")
        yield* c.project("Another campaign")
        const pdf = yield* c.asset(project, "brief.pdf", Buffer.from("%PDF-1.4\n% a brief\n%%EOF\n"))
        assert.strictEqual((yield* c.patch(`/v1/assets/${sun}`, { tags: ["Yellow"] })).status, 200)
        assert.strictEqual((yield* c.patch(`/v1/assets/${pdf}`, { tags: ["Yellow"] })).status, 200)
        const page = yield* ownerPage
        const shown = () =>
          step(() =>
            page.evaluate("[...document.querySelectorAll('main .cards a.card')].map((a) => a.getAttribute('href'))")
          ) as Effect.Effect<ReadonlyArray<string>>

        // Projects: by the whole name, then by a visibility none has.
        yield* step(() => page.goto(`${app.origin}/projects`))
        // (The file's other tests made projects of their own in this workspace.)
        assert.match(yield* textOf(page, "#pager-projects"), /^([2-9]|\d\d+) projects/)
        yield* step(() => page.getByLabel(/^Name/).first().fill("Filter campaign"))
        yield* step(() => page.getByRole("button", { name: "Find" }).click())
        assert.include(yield* textOf(page, "#pager-projects"), "1 projects")
        assert.notInclude(yield* textOf(page), "Another campaign")
        yield* noSeriousViolations(page)
        yield* step(() => page.getByLabel("Visibility").selectOption("public"))
        yield* step(() => page.getByRole("button", { name: "Find" }).click())
        assert.include(yield* textOf(page), "No projects match.")

        // A project's assets: images only, then those tagged Yellow, then both (the filters in the address).
        yield* step(() => page.goto(`${app.origin}/projects/${project}`))
        assert.include(yield* textOf(page, "#pager-assets"), "3 assets")
        yield* step(() => page.getByLabel("Kind").selectOption("Images"))
        yield* step(() => page.getByRole("button", { name: "Filter" }).click())
        assert.include(yield* textOf(page, "#pager-assets"), "2 assets")
        assert.sameMembers([...(yield* shown())], [`/assets/${sun}`, `/assets/${sea}`])
        yield* noSeriousViolations(page)
        yield* step(() => page.getByLabel("Kind").selectOption(""))
        yield* step(() => page.getByLabel(/^Tag/).fill("Yellow"))
        yield* step(() => page.getByRole("button", { name: "Filter" }).click())
        assert.sameMembers([...(yield* shown())], [`/assets/${sun}`, `/assets/${pdf}`])
        yield* step(() => page.goto(`${app.origin}/projects/${project}?kind=application/pdf&tag=Yellow`))
        assert.deepStrictEqual(yield* shown(), [`/assets/${pdf}`])
        yield* step(() => page.goto(`${app.origin}/projects/${project}?kind=video/*`))
        assert.include(yield* textOf(page), "No assets match these filters.")
      })
    )

    it.effect("a run's page shows its markdown report as HTML, safely, and the raw output behind a toggle", () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        const token = yield* app.key()
        const c = yield* scenario(token)
        const project = yield* c.project("Licences")
        yield* c.talent("Jane Doe")
        // The file name is quoted in the report: markup in it must stay text.
        const uploaded = yield* app.upload(token, [
          { name: "project_id", value: project },
          {
            name: "file",
            filename: "licence <img src=x onerror=window.pwned=1>.docx",
            content: yield* Effect.promise(() => toDocx(standardLicence)),
            contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          }
        ])
        const licence = (yield* bodyOf<{ data: { id: string } }>(uploaded)).data.id
        const started = yield* bodyOf<{ data: { id: string } }>(
          yield* c.startRun("contract-reviewer", { asset_ids: [licence], create_contracts: false })
        )
        assert.strictEqual((yield* c.finished(started.data.id)).data.status, "succeeded")

        const page = yield* ownerPage
        yield* step(() => page.goto(`${app.origin}/runs/${started.data.id}`))
        const report = page.getByRole("region", { name: "Report: contract-review.md" })
        // Rendered: headings under the page's (h3 for the report's #), a real table of the extracted terms.
        assert.strictEqual(yield* step(() => report.locator("h3").first().innerText()), "Contract review")
        const terms = yield* step(() => report.locator("table").allInnerTexts())
        assert.isTrue(
          terms.some((t) => t.includes("Northwind Pictures")),
          terms.join("\n")
        )
        // Safe: the file name's markup is shown as text, nothing of it runs or loads.
        assert.include(yield* step(() => report.innerText()), "<img src=x onerror=window.pwned=1>")
        assert.strictEqual(yield* step(() => report.locator("img, script").count()), 0)
        assert.isUndefined(yield* step(() => page.evaluate("window.pwned")))
        // The raw output: behind a closed "raw" toggle, readable when opened.
        const raw = page.locator("details#run-output-raw")
        assert.isFalse(yield* step(() => page.locator("#run-output").isVisible()))
        yield* step(() => raw.getByText("Raw output (JSON)").click())
        assert.isTrue(yield* step(() => page.locator("#run-output").isVisible()))
        assert.include(yield* step(() => page.locator("#run-output").innerText()), licence)
        yield* noSeriousViolations(page)

        // The report generator's markdown is rendered the same way.
        const usage = yield* bodyOf<{ data: { id: string } }>(
          yield* c.startRun("report-generator", { report: "usage_summary", format: "markdown" })
        )
        assert.strictEqual((yield* c.finished(usage.data.id)).data.status, "succeeded")
        yield* step(() => page.goto(`${app.origin}/runs/${usage.data.id}`))
        const summary = page.getByRole("region", { name: "Report: usage_summary.md" })
        assert.isAbove(yield* step(() => summary.locator("h3, h4").count()), 0)
        assert.notInclude(yield* step(() => summary.innerText()), "## ")
        yield* noSeriousViolations(page)
      })
    )
  }
)
