// The dashboard as a producer reads it (issue 34), over HTTP against the real server: a project's assets and the
// projects list have a count and a pager and never stop silently at 100; Run Agent's picker does not pre-tick a
// partial list and its "All N assets" box means all of them; dates, sizes and durations are written for people,
// provenance's "By" names the API key; a refused input reads as a sentence; a talent-clearance run's page says how
// many assets are not cleared and gives PASS or FAIL per asset with the talent by name and the reason.
import { assert, layer } from "@effect/vitest"
import { Effect } from "effect"
import * as Sessions from "../../application/platform/Sessions.js"
import { cast } from "../support/Cast.js"
import { scenario } from "../support/Scenario.js"
import { makeTestApp, TestApp } from "../support/TestApp.js"

const PASSWORD = "a long enough password"

const cookiesOf = (response: Response) =>
  Object.fromEntries(response.headers.getSetCookie().map((c) => c.split(";")[0]!.split("=") as [string, string]))

const csrfIn = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? ""

const formTokenIn = (html: string, action: string) =>
  /name="_form"\s+value="([^"]+)"/.exec(html.slice(html.indexOf(`action="${action}"`)))?.[1] ?? ""

const text = (response: Response) => Effect.promise(() => response.text())

/** The owner of the default workspace, signed in over HTTP: GET and form POST with the session cookie. */
const owner = Effect.gen(function* () {
  const app = yield* TestApp
  yield* app.run(Sessions.setPassword({ email: "owner@localhost", password: PASSWORD })).pipe(Effect.orDie)
  const signInPage = yield* app.fetch("/sign-in")
  const preSession = cookiesOf(signInPage)["clearhouse_sign_in"]!
  const signedIn = yield* app.fetch("/sign-in", {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: `clearhouse_sign_in=${preSession}` },
    body: new URLSearchParams({
      _csrf: csrfIn(yield* text(signInPage)),
      email: "owner@localhost",
      password: PASSWORD,
      next: "/"
    }).toString()
  })
  const cookie = `clearhouse_session=${cookiesOf(signedIn)["clearhouse_session"]}`
  const get = (path: string) => Effect.flatMap(app.fetch(path, { headers: { cookie } }), text)
  const post = (path: string, fields: ReadonlyArray<readonly [string, string]>) =>
    app.fetch(path, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie, origin: app.origin },
      body: new URLSearchParams(fields.map(([k, v]) => [k, v] as [string, string])).toString()
    })
  return { get, post }
})

const countOf = (html: string) => /<span data-count>([^<]*)<\/span>/.exec(html)?.[1]?.replace(/\s+/g, " ").trim()
const nextLink = (html: string) => /<a\s+href="([^"]+)"\s+rel="next"\s*>/.exec(html)?.[1]?.replace(/&amp;/g, "&")
const cards = (html: string) => html.match(/class="card" href="\/assets\//g)?.length ?? 0

layer(makeTestApp(), { timeout: "240 seconds", excludeTestServices: true })("dashboard lists and reading", (it) => {
  it.effect("a project of 105 assets: a count, a pager to the rest, and Run Agent's 'All 105 assets'", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const c = yield* scenario(yield* app.key())
      const project = yield* c.project("Big campaign")
      const ids: Array<string> = []
      for (let i = 0; i < 104; i++) ids.push(yield* c.asset(project, `shot-${i}.txt`, `frame ${i}`))
      ids.push(yield* c.asset(project, "big.txt", "x".repeat(3 * 1024)))
      const o = yield* owner

      const first = yield* o.get(`/projects/${project}`)
      assert.strictEqual(countOf(first), "Showing 1–100 of 105 assets")
      assert.strictEqual(cards(first), 100)
      const next = nextLink(first)
      assert.isDefined(next)
      const second = yield* o.get(next!)
      assert.strictEqual(countOf(second), "Showing 101–105 of 105 assets")
      assert.strictEqual(cards(second), 5)
      assert.isUndefined(nextLink(second))
      assert.include(second, `href="/projects/${project}">First page</a>`)
      // Both pages together are the whole project, each asset once.
      const shown = new Set(
        [
          ...first.matchAll(/class="card" href="\/assets\/([^"]+)"/g),
          ...second.matchAll(/class="card" href="\/assets\/([^"]+)"/g)
        ].map((m) => m[1]!)
      )
      assert.deepStrictEqual([...shown].sort(), [...ids].sort())

      const projects = yield* o.get("/projects")
      assert.strictEqual(countOf(projects), "1 projects")

      // The picker lists the newest 100, none ticked, and offers all 105.
      const form = yield* o.get(`/agents/run?agent=talent-clearance&project=${project}`)
      assert.include(form, "All 105 assets of the project")
      assert.include(form, "the newest 100 of the project&#39;s 105 are listed, none ticked")
      assert.notMatch(form, /name="in\.asset_ids"[^>]*checked/)
      const check = yield* o.post("/agents/run", [
        ["_csrf", csrfIn(form)],
        ["_form", formTokenIn(form, "/agents/run")],
        ["agent_id", "talent-clearance"],
        ["project", project],
        ["all_assets", "yes"],
        ["in.distribution_channels", "web"]
      ])
      const confirmation = yield* text(check)
      assert.strictEqual(check.status, 200, confirmation.slice(0, 2000))
      assert.match(confirmation, /process (<strong>)?105 assets\b/)
      for (const id of ids) assert.include(confirmation, `<code>${id}</code>`)
      assert.include(confirmation, "big.txt")

      // The asset's page: its size in KB, a readable date with the UTC instant, "By" naming the key.
      const asset = yield* o.get(`/assets/${ids[104]}`)
      assert.include(asset, "3 KB")
      assert.match(
        asset,
        /<time datetime="\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ" title="[^"]+Z">\d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d UTC<\/time>/
      )
      assert.include(asset, 'test key <span class="hint">(API key')
      assert.strictEqual(countOf(asset), "1 provenance entries")
    })
  )

  it.effect("a refused input reads as a sentence", () =>
    Effect.gen(function* () {
      const o = yield* owner
      const form = yield* o.get("/agents/run?agent=asset-tagger")
      const refused = yield* o.post("/agents/run", [
        ["_csrf", csrfIn(form)],
        ["_form", formTokenIn(form, "/agents/run")],
        ["agent_id", "asset-tagger"],
        ["project", ""],
        ["in.asset_ids", "ast_01m7z3qfmzfzzvf9fh0kac7238"],
        ["in.taxonomy", "tax_01m7z3qfmzfzzvf9fh0kac7238"]
      ])
      const page = yield* text(refused)
      assert.strictEqual(refused.status, 400, page.slice(0, 2000))
      assert.include(page, "Item 1 of the input “asset ids” names something that does not exist in this workspace.")
    })
  )

  it.effect("a clearance run's page: '1 of 3 assets not cleared', PASS or FAIL per asset, talent by name", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const c = yield* cast(app.defaultWorkspace.id)
      const started = yield* c.startRun("talent-clearance", {
        asset_ids: [c.cleared, c.flagged, c.nobody],
        distribution_channels: ["web"]
      })
      const run = (yield* Effect.promise(() => started.json() as Promise<{ data: { id: string } }>)).data.id
      yield* c.finished(run)
      const o = yield* owner
      const page = yield* o.get(`/runs/${run}`)
      const summary = /id="clearance-summary">([\s\S]*?)<\/div>/.exec(page)?.[1]?.replace(/<[^>]+>|\s+/g, " ") ?? ""
      assert.include(summary.replace(/\s+/g, " "), "Completed — 1 of 3 assets not cleared")
      const rows = [...page.matchAll(/<tr>([\s\S]*?)<\/tr>/g)]
        .map((m) =>
          m[1]!
            .replace(/<[^>]+>/g, " ")
            .replace(/\s+/g, " ")
            .trim()
        )
        .filter((r) => /\b(PASS|FAIL)\b/.test(r))
      assert.isTrue(
        rows.some((r) => r.startsWith("ben.jpg FAIL Ben Expired web")),
        rows.join("\n")
      )
      assert.isTrue(
        rows.some((r) => r.startsWith("ada.jpg PASS Ada Lovelace web")),
        rows.join("\n")
      )
      assert.isTrue(
        rows.some((r) => r.startsWith("landscape.jpg PASS nobody identified")),
        rows.join("\n")
      )
      // The history counts runs of each kind.
      const history = yield* o.get("/runs")
      assert.strictEqual(countOf(history), "1 runs")
      assert.include(history.replace(/\s+/g, " "), "(1 agent runs, 0 workflow runs)")
      assert.strictEqual(countOf(yield* o.get("/runs?kind=agent")), "1 runs")
    })
  )
  it.effect(
    "creates a project from the projects page once, however often the form is sent; a refused name is kept",
    () =>
      Effect.gen(function* () {
        const o = yield* owner
        const list = yield* o.get("/projects")
        const fields: ReadonlyArray<readonly [string, string]> = [
          ["_csrf", csrfIn(list)],
          ["_form", formTokenIn(list, "/projects")],
          ["name", "Summer launch"],
          ["description", "Posters and the trailer"]
        ]
        const created = yield* o.post("/projects", fields)
        assert.strictEqual(created.status, 303)
        const location = created.headers.get("location") ?? ""
        assert.match(location, /^\/projects\/prj_/)
        const again = yield* o.post("/projects", fields)
        assert.strictEqual(again.status, 303)
        assert.strictEqual(again.headers.get("location"), location)
        const shown = yield* o.get(location)
        assert.include(shown, "Summer launch")
        assert.include(shown, "Posters and the trailer")
        const after = yield* o.get("/projects")
        assert.strictEqual(after.match(/>Summer launch<\/a>/g)?.length, 1)

        const refused = yield* o.post("/projects", [
          ["_csrf", csrfIn(after)],
          ["_form", formTokenIn(after, "/projects")],
          ["name", "x".repeat(300)],
          ["description", "kept"]
        ])
        const page = yield* text(refused)
        assert.strictEqual(refused.status, 400)
        assert.include(page, "The field “name” is too long")
        assert.include(page, ">kept</textarea>")
      })
  )
})
