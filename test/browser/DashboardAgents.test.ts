// The owner installs a custom agent from the dashboard, in a real Chromium against the real server and PostgreSQL:
// an npm tarball of examples/agents/brand-safety uploaded in Settings › Agents is built, checked and installed (the
// API then lists it and runs it), the same version again and a file that is no agent are refused with a sentence
// on the page, a bundled .js of a new version replaces it, and Remove takes it away. Another user of the workspace
// may neither see the page nor install. The page passes axe-core.
import { assert, layer } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { spawnSync } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import type { Page } from "playwright-core"
import * as Admin from "../../application/platform/Administration.js"
import * as Sessions from "../../application/platform/Sessions.js"
import { bundleAgent } from "../../runtime/AgentBundle.js"
import { seriousViolations } from "../support/Accessibility.js"
import { browserContext, BrowserLive } from "../support/Browser.js"
import { ownerPage, PASSWORD, signIn, step } from "../support/DashboardPages.js"
import { bodyOf } from "../support/Http.js"
import { scenario, type RunBody } from "../support/Scenario.js"
import { makeTestApp, TestApp } from "../support/TestApp.js"

const BRAND_SAFETY = path.resolve(import.meta.dirname, "../../examples/agents/brand-safety")

interface AgentList {
  readonly data: ReadonlyArray<{ readonly id: string; readonly kind: string; readonly version: string | null }>
}

/** A scratch folder with the brand-safety agent as an npm tarball, a bundle of version 1.1.0 and a text file. */
const packages = Effect.acquireRelease(
  Effect.promise(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clearhouse-agent-upload-"))
    const tarball = path.join(dir, "brand-safety-1.0.0.tgz")
    const tar = spawnSync("tar", ["-czf", tarball, "-C", BRAND_SAFETY, "--exclude", "node_modules", "."])
    assert.strictEqual(tar.status, 0, String(tar.stderr))
    const bundle = path.join(dir, "brand-safety-1.1.0.js")
    fs.writeFileSync(bundle, (await bundleAgent(BRAND_SAFETY)).replaceAll('"1.0.0"', '"1.1.0"'))
    const text = path.join(dir, "notes.txt")
    fs.writeFileSync(text, "not an agent")
    return { dir, tarball, bundle, text }
  }),
  ({ dir }) => Effect.sync(() => fs.rmSync(dir, { recursive: true, force: true }))
)

const install = (page: Page, file: string) =>
  step(async () => {
    await page.getByLabel(/Agent package/).setInputFiles(file)
    await Promise.all([page.waitForLoadState("load"), page.getByRole("button", { name: "Install agent" }).click()])
    await page.waitForLoadState("load")
  })

const text = (page: Page) => step(() => page.locator("main").innerText())

layer(Layer.merge(makeTestApp(), BrowserLive), { timeout: "180 seconds", excludeTestServices: true })(
  "installing a custom agent from the dashboard",
  (it) => {
    it.effect(
      "the owner uploads an agent's package: installed, listed and run by the API; a repeat and a non-agent refused; a new version replaces it; removed",
      () =>
        Effect.gen(function* () {
          const app = yield* TestApp
          const files = yield* packages
          const c = yield* scenario(yield* app.key())
          const agents = Effect.flatMap(Effect.flatMap(c.get("/v1/agents"), bodyOf<AgentList>), (body) =>
            Effect.succeed(body.data.filter((a) => a.kind === "custom").map((a) => `${a.id} ${a.version}`))
          )
          assert.deepStrictEqual(yield* agents, [])

          const page = yield* ownerPage
          yield* step(() => page.goto(`${app.origin}/settings/agents`))
          const violations = yield* step(() => seriousViolations(page))
          assert.deepStrictEqual(violations, [], JSON.stringify(violations, null, 1))

          yield* install(page, files.tarball)
          assert.strictEqual(new URL(page.url()).pathname, "/settings/agents")
          assert.include(yield* text(page), "Installed Brand Safety Check (brand-safety 1.0.0): 2 credits per asset.")
          assert.deepStrictEqual(yield* agents, ["brand-safety 1.0.0"])

          // The API runs what the dashboard installed.
          const project = yield* c.project("Uploaded agent")
          const script = yield* c.asset(project, "script.txt", new TextEncoder().encode("A bottle of whisky"))
          const started = yield* c.startRun("brand-safety", { asset_ids: [script], terms: ["whisky"] })
          assert.strictEqual(started.status, 201)
          const run = yield* c.finished((yield* bodyOf<RunBody>(started)).data.id)
          assert.strictEqual(run.data.status, "succeeded")
          assert.strictEqual(run.data.credits_charged, 2)

          // The same version again: refused, with the reason on the page and nothing changed.
          yield* install(page, files.tarball)
          assert.include(yield* text(page), "Version 1.0.0 of brand-safety is installed already")
          // A file that is no agent package.
          yield* install(page, files.text)
          assert.include(yield* text(page), "upload an npm tarball (npm pack, .tgz) or a bundled .js file")
          assert.deepStrictEqual(yield* agents, ["brand-safety 1.0.0"])

          // A bundled .js of a new version becomes current.
          yield* install(page, files.bundle)
          assert.include(yield* text(page), "(brand-safety 1.1.0)")
          assert.deepStrictEqual(yield* agents, ["brand-safety 1.1.0"])
          assert.deepStrictEqual(yield* step(() => seriousViolations(page)), [])

          // Remove (the confirmation is accepted by ownerPage's dialog handler).
          yield* step(async () => {
            await Promise.all([
              page.waitForURL(/\/settings\/agents$/),
              page.getByRole("button", { name: "Remove Brand Safety Check" }).click()
            ])
          })
          assert.include(yield* text(page), "Removed brand-safety")
          assert.deepStrictEqual(yield* agents, [])
        })
    )

    it.effect("a workspace member who is not the owner can neither open the page nor install", () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        const files = yield* packages
        const email = "member@example.com"
        yield* app
          .run(
            Admin.createUser({
              workspaceId: app.defaultWorkspace.id,
              email,
              scopes: "projects:read,assets:read"
            })
          )
          .pipe(Effect.orDie)
        yield* app.run(Sessions.setPassword({ email, password: PASSWORD })).pipe(Effect.orDie)
        const context = yield* browserContext()
        const page = yield* step(() => context.newPage())
        yield* signIn(page, app.origin, email, PASSWORD)
        yield* step(() => page.waitForURL(`${app.origin}/`))
        const settings = yield* step(() => page.goto(`${app.origin}/settings/agents`))
        assert.strictEqual(settings?.status(), 403)
        // A hand-made upload with the member's own form token is refused as well.
        yield* step(() => page.goto(`${app.origin}/settings/keys`))
        const csrf = yield* step(() => page.locator('input[name="_csrf"]').first().inputValue())
        const answer = yield* step(() =>
          page.request.post(
            `${app.origin}/settings/agents/install?_csrf=${encodeURIComponent(csrf)}&_form=abcdefghijklmnop`,
            {
              headers: { origin: app.origin },
              maxRedirects: 0,
              multipart: {
                package: {
                  name: "brand-safety.tgz",
                  mimeType: "application/gzip",
                  buffer: fs.readFileSync(files.tarball)
                }
              }
            }
          )
        )
        assert.strictEqual(answer.status(), 403)
        const c = yield* scenario(yield* app.key())
        const listed = yield* Effect.flatMap(c.get("/v1/agents"), bodyOf<AgentList>)
        assert.deepStrictEqual(
          listed.data.filter((a) => a.kind === "custom"),
          []
        )
      })
    )
  }
)
