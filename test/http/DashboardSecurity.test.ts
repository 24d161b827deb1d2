// The dashboard's security over plain HTTP against the real server: security headers on every page, the sign-in
// form's and every signed-in form's CSRF token, the same-origin check, sign-in throttling, the one-time setup
// link, sessions that end at sign-out and that never work as bearer keys on /v1; every form's one-time token (sent
// twice, it acts once) and the flash message that carries a new key's value, which only its session can read.
import { assert, layer } from "@effect/vitest"
import { Effect, Option } from "effect"
import * as Admin from "../../application/platform/Administration.js"
import * as DistributionChannels from "../../application/platform/DistributionChannels.js"
import * as Sessions from "../../application/platform/Sessions.js"
import { bodyOf } from "../support/Http.js"
import { multipart } from "../support/Multipart.js"
import { scenario } from "../support/Scenario.js"
import { makeTestApp, TestApp } from "../support/TestApp.js"

const PASSWORD = "a long enough password"

const cookiesOf = (response: Response) =>
  Object.fromEntries(response.headers.getSetCookie().map((c) => c.split(";")[0]!.split("=") as [string, string]))

const csrfIn = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? ""

/** The one-time token of the page's form posting to `action`. */
const formTokenIn = (html: string, action: string) =>
  /name="_form"\s+value="([^"]+)"/.exec(html.slice(html.indexOf(`action="${action}"`)))?.[1] ?? ""

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
      const keysPage = yield* app.fetch("/settings/keys", { headers: { cookie } })
      assert.strictEqual(keysPage.status, 200)
      const html = yield* Effect.promise(() => keysPage.text())
      const csrf = csrfIn(html)
      const token = formTokenIn(html, "/settings/keys")
      assert.lengthOf(token, 22)

      const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
        app.fetch("/settings/keys", {
          method: "POST",
          redirect: "manual",
          headers: { "content-type": "application/x-www-form-urlencoded", cookie, ...headers },
          body: form(fields)
        })
      const fields = { name: "k", scopes: "projects:read", _form: token }
      assert.strictEqual((yield* post(fields)).status, 403)
      assert.strictEqual((yield* post({ ...fields, _csrf: "chk_wrong" })).status, 403)
      assert.strictEqual((yield* post({ ...fields, _csrf: csrf }, { origin: "https://evil.example" })).status, 403)
      const created = yield* post({ ...fields, _csrf: csrf }, { origin: app.origin })
      assert.strictEqual(created.status, 303)
      assert.strictEqual(created.headers.get("location"), "/settings/keys")
      const invalid = yield* post({ name: "k", scopes: "nonsense", _csrf: csrf, _form: "another token" })
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

  it.effect(
    "a form or an upload sent twice acts once and both answers lead to its result; without its token or with other fields it is refused",
    () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        yield* app.run(Sessions.setPassword({ email: "owner@localhost", password: PASSWORD })).pipe(Effect.orDie)
        // Sessions made directly (another client address each): the sign-in form's throttling is tested elsewhere.
        const session = (client: string) =>
          Effect.map(
            app
              .run(Sessions.signIn({ email: "owner@localhost", password: PASSWORD, workspaceId: "", client }))
              .pipe(Effect.orDie),
            ({ token }) => `clearhouse_session=${token}`
          )
        const cookie = yield* session("once-a")
        const text = (response: Response) => Effect.promise(() => response.text())
        const html = yield* text(yield* app.fetch("/settings/keys", { headers: { cookie } }))
        const token = formTokenIn(html, "/settings/keys")
        const send = (fields: Record<string, string>) =>
          app.fetch("/settings/keys", {
            method: "POST",
            redirect: "manual",
            headers: { "content-type": "application/x-www-form-urlencoded", cookie },
            body: form({ _csrf: csrfIn(html), ...fields })
          })
        const keysNamed = (name: string) =>
          Effect.map(
            app.run(Admin.listKeys(Option.some(app.defaultWorkspace.id))),
            (keys) => keys.filter((k) => k.name === name).length
          )

        const missing = yield* send({ name: "Once", scopes: "projects:read" })
        assert.strictEqual(missing.status, 400)
        assert.include(yield* text(missing), "one-time token")
        assert.strictEqual(yield* keysNamed("Once"), 0)

        const first = yield* send({ name: "Once", scopes: "projects:read", _form: token })
        const second = yield* send({ name: "Once", scopes: "projects:read", _form: token })
        for (const answer of [first, second]) {
          assert.strictEqual(answer.status, 303)
          assert.strictEqual(answer.headers.get("location"), "/settings/keys")
        }
        assert.strictEqual(yield* keysNamed("Once"), 1)

        // Each answer carries its flash message to the keys page: the first with the key's value, sealed.
        const flashOf = (response: Response) => cookiesOf(response)["clearhouse_flash"] ?? ""
        const keysWith = (flash: string, session = cookie) =>
          app.fetch("/settings/keys", { headers: { cookie: `${session}; clearhouse_flash=${flash}` } })
        const shown = yield* keysWith(flashOf(first))
        const value = /id="new-key">(chk_[\w-]+)</.exec(yield* text(shown))?.[1] ?? ""
        assert.match(value, /^chk_/)
        assert.notInclude(Buffer.from(flashOf(first), "base64url").toString("latin1"), value)
        // The page that shows it clears it: the browser sends it once.
        assert.strictEqual(cookiesOf(shown)["clearhouse_flash"], "")
        const again = yield* text(yield* keysWith(flashOf(second)))
        assert.include(again, "This form had already created the key &quot;Once&quot;")
        assert.notInclude(again, "new-key")
        assert.notInclude(again, value)
        // Another session (of the same user) cannot open the first flash: nothing is shown and it is cleared.
        const elsewhere = yield* keysWith(flashOf(first), yield* session("once-b"))
        assert.notInclude(yield* text(elsewhere), value)
        assert.strictEqual(cookiesOf(elsewhere)["clearhouse_flash"], "")

        // The same token with other fields: refused, nothing made.
        const other = yield* send({ name: "Other", scopes: "projects:read", _form: token })
        assert.strictEqual(other.status, 400)
        assert.include(yield* text(other), "already sent with other values")
        assert.strictEqual(yield* keysNamed("Other"), 0)

        // An upload form (its tokens in its URL) sent twice: one asset, both answers lead to it.
        const c = yield* scenario(yield* app.key())
        const project = yield* c.project("Uploaded once")
        const projectPage = yield* text(yield* app.fetch(`/projects/${project}`, { headers: { cookie } }))
        const action = (/action="(\/projects\/[^"]+\/upload\?[^"]+)"/.exec(projectPage)?.[1] ?? "").replaceAll(
          "&amp;",
          "&"
        )
        assert.include(action, "_form=")
        const upload = () => {
          const { body, contentType } = multipart([
            { name: "project_id", value: project },
            { name: "file", filename: "once.txt", content: "once", contentType: "text/plain" }
          ])
          return app.fetch(action, {
            method: "POST",
            redirect: "manual",
            headers: { "content-type": contentType, cookie },
            body
          })
        }
        const uploads = [yield* upload(), yield* upload()]
        assert.deepStrictEqual(
          uploads.map((r) => r.status),
          [303, 303]
        )
        assert.match(uploads[0]!.headers.get("location") ?? "", /^\/assets\/ast_/)
        assert.strictEqual(uploads[1]!.headers.get("location"), uploads[0]!.headers.get("location"))
        const assets = yield* bodyOf<{ data: ReadonlyArray<unknown> }>(yield* c.get(`/v1/assets?project_id=${project}`))
        assert.lengthOf(assets.data, 1)
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
      const save = (page: string, fields: Record<string, string>) =>
        app.fetch("/settings/workspace", {
          method: "POST",
          redirect: "manual",
          headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
          body: form({ _csrf: csrfIn(page), _form: formTokenIn(page, "/settings/workspace"), ...fields })
        })
      let page = html
      for (const bad of ["0", "1000001", "2147483648", "1.5", "abc", ""]) {
        const refused = yield* save(page, { name: "Studio", rate_limit_per_minute: bad })
        assert.strictEqual(refused.status, 400, bad)
        const text = yield* Effect.promise(() => refused.text())
        assert.include(text, 'id="rate-limit"', bad)
        assert.match(text, /id="rate-limit"[^>]*aria-invalid="true"/, bad)
        assert.include(text, `value="${bad}"`, "the typed value is shown again")
        page = text
      }
      // Saved once, whatever the number of submits, then back to the page (post/redirect/get) with what was saved.
      const saved = yield* save(page, { name: "Studio", rate_limit_per_minute: "7" })
      const again = yield* save(page, { name: "Studio", rate_limit_per_minute: "7" })
      for (const answer of [saved, again]) {
        assert.strictEqual(answer.status, 303)
        assert.strictEqual(answer.headers.get("location"), "/settings/workspace")
      }
      const flash = cookiesOf(saved)["clearhouse_flash"] ?? ""
      const shown = yield* app.fetch("/settings/workspace", {
        headers: { cookie: `${cookie}; clearhouse_flash=${flash}` }
      })
      assert.include(yield* Effect.promise(() => shown.text()), "Saved: &quot;Studio&quot;, 7 requests per minute")
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
