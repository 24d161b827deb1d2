// The dashboard's browser tests' shared steps: signing in (with the form, or as the owner through a one-time setup
// link), moving with the keyboard, and a project with two small images to run agents on.
import { assert } from "@effect/vitest"
import { Effect, Option } from "effect"
import type { Page } from "playwright-core"
import sharp from "sharp"
import * as AgentSettings from "../../application/agents/AgentSettings.js"
import { WorkspaceRepository } from "../../application/platform/ports/WorkspaceRepository.js"
import * as Sessions from "../../application/platform/Sessions.js"
import { seriousViolations } from "./Accessibility.js"
import { browserContext } from "./Browser.js"
import { scenario } from "./Scenario.js"
import { TestApp } from "./TestApp.js"

export const PASSWORD = "correct horse battery"

export const step = <A>(f: () => Promise<A>) => Effect.promise(f)

/** Fails when axe-core finds a serious or critical violation on the page. */
export const noSeriousViolations = (page: Page) =>
  step(async () => {
    const violations = await seriousViolations(page)
    assert.deepStrictEqual(violations, [], `axe on ${page.url()}: ${JSON.stringify(violations, null, 1)}`)
  })

/** The text of `selector` (default: the page's main), its white space collapsed (prettier reflows the templates). */
export const textOf = (page: Page, selector = "main") =>
  step(async () => (await page.locator(selector).innerText()).replace(/\s+/g, " ").trim())

export const signIn = (page: Page, origin: string, email: string, password: string) =>
  step(async () => {
    await page.goto(`${origin}/`)
    await page.getByLabel("Email", { exact: true }).fill(email)
    await page.getByLabel("Password", { exact: true }).fill(password)
    await page.getByRole("button", { name: "Sign in" }).click()
  })

/** Presses Tab until the focused element's text (or label) matches, as a keyboard user moves through a page. */
export const tabTo = (page: Page, name: RegExp) =>
  step(async () => {
    for (let i = 0; i < 80; i++) {
      await page.keyboard.press("Tab")
      const focused = await page.evaluate(
        "(() => { const e = document.activeElement; return e?.getAttribute('aria-label') ?? e?.labels?.[0]?.innerText ?? e?.innerText ?? '' })()"
      )
      if (name.test(String(focused).trim())) return
    }
    throw new Error(`Tab never reached ${name}`)
  })

/** A small solid-colour PNG. */
export const png = (colour: string) =>
  Effect.promise(() =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
      .png()
      .toBuffer()
  )

/** A project with two images and a colour taxonomy, made over /v1; the tagger's defaults skip the slow analysers. */
export const projectWithImages = (name: string) =>
  Effect.gen(function* () {
    const app = yield* TestApp
    yield* app.run(Sessions.setPassword({ email: "owner@localhost", password: PASSWORD })).pipe(Effect.orDie)
    yield* app
      .run(
        AgentSettings.setAgentDefaults(
          Option.some(app.defaultWorkspace.id),
          "asset-tagger",
          '{"taxonomy":"palette","ocr":false,"objects":false}'
        )
      )
      .pipe(Effect.orDie)
    const c = yield* scenario(yield* app.key())
    yield* Effect.ignore(c.post("/v1/taxonomies", { name: "Palette", terms: [{ label: "Yellow" }, { label: "Blue" }] }))
    const project = yield* c.project(name)
    const sun = yield* c.asset(project, "sun.png", yield* png("#ffd500"))
    const sea = yield* c.asset(project, "sea.png", yield* png("#1f5fbf"))
    return { project, sun, sea, c }
  })

/**
 * A fresh browser page signed in as the default workspace's owner, on the overview; dialogs are accepted. It signs
 * in through a one-time setup link (setting the password PASSWORD), which sign-in throttling (5 a minute per
 * email) does not count, so the tests of this file can each sign in; the sign-in form has tests of its own.
 */
export const ownerPage = Effect.gen(function* () {
  const app = yield* TestApp
  const owner = yield* app.run(Effect.flatMap(WorkspaceRepository, (repo) => repo.findOwner(app.defaultWorkspace.id)))
  const { token } = yield* app.run(Sessions.issueSetupToken(Option.getOrThrow(owner))).pipe(Effect.orDie)
  const context = yield* browserContext()
  const page = yield* step(() => context.newPage())
  page.on("dialog", (dialog) => void dialog.accept())
  yield* step(async () => {
    await page.goto(`${app.origin}/setup?token=${token}`)
    await page.getByLabel("New password").fill(PASSWORD)
    await page.getByRole("button", { name: "Set password and sign in" }).click()
    await page.waitForURL(`${app.origin}/`)
  })
  return page
})
