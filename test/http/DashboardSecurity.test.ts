// The dashboard's security over plain HTTP against the real server: security headers on every page, the sign-in
// form's and every signed-in form's CSRF token, the same-origin check, sign-in throttling, the one-time setup
// link, sessions that end at sign-out and that never work as bearer keys on /v1.
import { assert, layer } from "@effect/vitest"
import { Effect } from "effect"
import * as Admin from "../../application/Administration.js"
import * as DistributionChannels from "../../application/DistributionChannels.js"
import * as Sessions from "../../application/Sessions.js"
import { makeTestApp, TestApp } from "../support/TestApp.js"

const PASSWORD = "a long enough password"

const cookiesOf = (response: Response) =>
  Object.fromEntries(response.headers.getSetCookie().map((c) => c.split(";")[0]!.split("=") as [string, string]))

const csrfIn = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? ""

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()

/** Signs in over HTTP; returns the session token and the CSRF token of the overview page. */
const signIn = (email: string, password: string) =>
  Effect.gen(function* () {
    const app = yield* TestApp
    const page = yield* app.fetch("/sign-in")
    const preSession = cookiesOf(page)["clearhouse_sign_in"]!
    const csrf = csrfIn(yield* Effect.promise(() => page.text()))
    return yield* app.fetch("/sign-in", {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: `clearhouse_sign_in=${preSession}` },
      body: form({ _csrf: csrf, email, password, next: "/" })
    })
  })

const sessionOf = (response: Response) => cookiesOf(response)["clearhouse_session"] ?? ""

layer(makeTestApp(), { timeout: "120 seconds", excludeTestServices: true })("dashboard security", (it) => {
  it.effect("pages carry CSP, frame and nosniff headers; a signed-out visit goes to sign-in", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const response = yield* app.fetch("/settings/keys", { redirect: "manual" })
      assert.strictEqual(response.status, 303)
      assert.strictEqual(response.headers.get("location"), "/sign-in?next=%2Fsettings%2Fkeys")
      const page = yield* app.fetch("/sign-in")
      const csp = page.headers.get("content-security-policy") ?? ""
      assert.include(csp, "script-src 'self'")
      assert.notInclude(csp, "unsafe-inline")
      assert.include(csp, "frame-ancestors 'none'")
      assert.strictEqual(page.headers.get("x-content-type-options"), "nosniff")
      assert.strictEqual(page.headers.get("cache-control"), "no-store")
      const cookie = page.headers.getSetCookie()[0] ?? ""
      assert.include(cookie, "HttpOnly")
      assert.include(cookie, "SameSite=Strict")
      const missing = yield* app.fetch("/no/such/page")
      assert.strictEqual(missing.status, 404)
      assert.include(yield* Effect.promise(() => missing.text()), "There is no page at /no/such/page")
    })
  )

  it.effect("forms need their CSRF token and the same origin; a session is no bearer key and ends at sign-out", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      yield* app.run(Sessions.setPassword({ email: "owner@localhost", password: PASSWORD })).pipe(Effect.orDie)
      const signedIn = yield* signIn("owner@localhost", PASSWORD)
      assert.strictEqual(signedIn.status, 303)
      const session = sessionOf(signedIn)
      assert.match(session, /^chk_/)
      const cookie = `clearhouse_session=${session}`
      const overview = yield* app.fetch("/", { headers: { cookie } })
      assert.strictEqual(overview.status, 200)
      const csrf = csrfIn(yield* Effect.promise(() => overview.text()))

      const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
        app.fetch("/settings/keys", {
          method: "POST",
          redirect: "manual",
          headers: { "content-type": "application/x-www-form-urlencoded", cookie, ...headers },
          body: form(fields)
        })
      const fields = { name: "k", scopes: "projects:read" }
      assert.strictEqual((yield* post(fields)).status, 403)
      assert.strictEqual((yield* post({ ...fields, _csrf: "chk_wrong" })).status, 403)
      assert.strictEqual((yield* post({ ...fields, _csrf: csrf }, { origin: "https://evil.example" })).status, 403)
      assert.strictEqual((yield* post({ ...fields, _csrf: csrf }, { origin: app.origin })).status, 201)
      const invalid = yield* post({ name: "k", scopes: "nonsense", _csrf: csrf })
      assert.strictEqual(invalid.status, 400)
      assert.include(yield* Effect.promise(() => invalid.text()), "Unknown scope nonsense")

      // The session's token is refused on /v1, whatever its scopes.
      assert.strictEqual((yield* app.fetch("/v1/projects", { token: session })).status, 401)

      const out = yield* app.fetch("/sign-out", {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie },
        body: form({ _csrf: csrf })
      })
      assert.strictEqual(out.status, 303)
      assert.strictEqual((yield* app.fetch("/", { redirect: "manual", headers: { cookie } })).status, 303)
    })
  )

  it.effect("failed sign-ins are throttled per email; the wrong password never opens a session", () =>
    Effect.gen(function* () {
      // The limit counts attempts in fixed one-minute windows: a series that crossed a window's end (each attempt
      // can take seconds on a loaded machine) is run again with another email, inside one window.
      const series = (email: string) =>
        Effect.gen(function* () {
          const minute = () => Math.floor(Date.now() / 60_000)
          const startedIn = minute()
          const statuses: Array<number> = []
          for (let i = 0; i < Sessions.SIGN_IN_ATTEMPTS_PER_EMAIL + 1; i++) {
            const response = yield* signIn(email, "not the password")
            statuses.push(response.status)
            assert.strictEqual(sessionOf(response), "")
          }
          return { statuses, oneWindow: minute() === startedIn }
        })
      let run = yield* series("nobody@example.com")
      if (!run.oneWindow) run = yield* series("nobody-again@example.com")
      assert.isTrue(run.oneWindow, "two series in a row crossed a minute's end")
      assert.deepStrictEqual(run.statuses, [
        ...Array.from({ length: Sessions.SIGN_IN_ATTEMPTS_PER_EMAIL }, () => 401),
        429
      ])
    })
  )

  it.effect("the setup link sets a password once and signs in; used again it is refused", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const { owner } = yield* app
        .run(Admin.createWorkspace({ name: "Setup", ownerEmail: "first@setup.example" }))
        .pipe(Effect.orDie)
      const { token } = yield* app.run(Sessions.issueSetupToken(owner))
      const page = yield* app.fetch(`/setup?token=${token}`)
      assert.strictEqual(page.status, 200)
      const setup = (password: string) =>
        app.fetch("/setup", {
          method: "POST",
          redirect: "manual",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: app.origin },
          body: form({ token, password })
        })
      const short = yield* setup("short")
      assert.strictEqual(short.status, 400)
      assert.include(yield* Effect.promise(() => short.text()), "too_short:10")
      const done = yield* setup(PASSWORD)
      assert.strictEqual(done.status, 303)
      assert.match(sessionOf(done), /^chk_/)
      assert.strictEqual((yield* setup("another password")).status, 401)
      assert.strictEqual((yield* signIn("first@setup.example", PASSWORD)).status, 303)
    })
  )

  it.effect("the owner sets the workspace's rate limit and name; a bad limit is refused on its field", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      yield* app.run(Sessions.setPassword({ email: "owner@localhost", password: PASSWORD })).pipe(Effect.orDie)
      const cookie = `clearhouse_session=${sessionOf(yield* signIn("owner@localhost", PASSWORD))}`
      const settings = yield* app.fetch("/settings/workspace", { headers: { cookie } })
      assert.strictEqual(settings.status, 200)
      const html = yield* Effect.promise(() => settings.text())
      assert.include(html, 'href="/settings/workspace"')
      assert.include(html, `value="${app.defaultWorkspace.rateLimitPerMinute}"`)
      const save = (fields: Record<string, string>) =>
        app.fetch("/settings/workspace", {
          method: "POST",
          headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
          body: form({ _csrf: csrfIn(html), ...fields })
        })
      for (const bad of ["0", "1000001", "2147483648", "1.5", "abc", ""]) {
        const refused = yield* save({ name: "Studio", rate_limit_per_minute: bad })
        assert.strictEqual(refused.status, 400, bad)
        const text = yield* Effect.promise(() => refused.text())
        assert.include(text, 'id="rate-limit"', bad)
        assert.match(text, /id="rate-limit"[^>]*aria-invalid="true"/, bad)
        assert.include(text, `value="${bad}"`, "the typed value is shown again")
      }
      const saved = yield* save({ name: "Studio", rate_limit_per_minute: "7" })
      assert.strictEqual(saved.status, 200)
      assert.include(yield* Effect.promise(() => saved.text()), "Saved: &quot;Studio&quot;, 7 requests per minute")
      const workspace = yield* app.run(Admin.findWorkspace(app.defaultWorkspace.id)).pipe(Effect.orDie)
      assert.strictEqual(workspace.name, "Studio")
      assert.strictEqual(workspace.rateLimitPerMinute, 7)
      // The API applies it: the workspace's keys get 7 a minute.
      const token = yield* app.key({ scopes: ["projects:read"] })
      const res = yield* app.fetch("/v1/projects", { token })
      assert.strictEqual(res.headers.get("x-ratelimit-limit"), "7")
      // Back to the default for the tests after this one.
      yield* app
        .run(
          Admin.updateWorkspace({
            workspaceId: app.defaultWorkspace.id,
            name: app.defaultWorkspace.name,
            rateLimitPerMinute: app.defaultWorkspace.rateLimitPerMinute
          })
        )
        .pipe(Effect.orDie)
    })
  )

  it.effect("a member who is not the owner sees their own keys only and no webhook, agent or channel settings", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const member = yield* app
        .run(
          Admin.createUser({
            workspaceId: app.defaultWorkspace.id,
            email: "member@localhost",
            scopes: "projects:read,assets:read"
          })
        )
        .pipe(Effect.orDie)
      yield* app.run(Sessions.setPassword({ email: member.email, password: PASSWORD })).pipe(Effect.orDie)
      yield* app.key({ scopes: ["projects:read"] }) // the owner's
      const cookie = `clearhouse_session=${sessionOf(yield* signIn(member.email, PASSWORD))}`
      const keys = yield* app.fetch("/settings/keys", { headers: { cookie } })
      assert.strictEqual(keys.status, 200)
      const page = yield* Effect.promise(() => keys.text())
      assert.include(page, "No API keys yet.")
      assert.notInclude(page, "assets:write") // only the member's own scopes are offered
      assert.strictEqual((yield* app.fetch("/settings/webhooks", { headers: { cookie } })).status, 403)
      assert.strictEqual((yield* app.fetch("/settings/agents", { headers: { cookie } })).status, 403)
      assert.strictEqual((yield* app.fetch("/settings/channels", { headers: { cookie } })).status, 403)
      assert.strictEqual((yield* app.fetch("/settings/workspace", { headers: { cookie } })).status, 403)
      const limit = yield* app.fetch("/settings/workspace", {
        method: "POST",
        headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
        body: form({ _csrf: csrfIn(page), name: "Taken over", rate_limit_per_minute: "1" })
      })
      assert.strictEqual(limit.status, 403)
      // Not even with the member's own valid CSRF token: the channel set stays the default one.
      const add = yield* app.fetch("/settings/channels", {
        method: "POST",
        headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
        body: form({ _csrf: csrfIn(page), name: "ctv" })
      })
      assert.strictEqual(add.status, 403)
      assert.deepStrictEqual(yield* app.run(DistributionChannels.allowedChannels(app.defaultWorkspace.id)), [
        "web",
        "social",
        "broadcast"
      ])
    })
  )
})
