// The dashboard as a producer's workplace (issue 34), in a real Chromium against the real server and PostgreSQL.
// The overview: a first-run checklist ticked from the workspace's real state, and a "needs attention" panel (an
// asset not cleared in its latest clearance, a contract ending within 30 days, a failing webhook), each linked.
// Previews: the project's asset list, an asset's page and a clearance run's table show small cached previews (a
// WebP for images, a poster frame for videos, the first page for PDFs, a type icon for a damaged or encrypted PDF),
// never the original files, and viewing them writes no content read into the provenance.
import { assert, layer } from "@effect/vitest"
import { Effect, Layer, Option, Schedule } from "effect"
import { execFileSync } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import type { Page } from "playwright-core"
import sharp from "sharp"
import { FFMPEG } from "../../adapters/analysis/Ffmpeg.js"
import * as DistributionChannels from "../../application/platform/DistributionChannels.js"
import * as Webhooks from "../../application/webhooks/Webhooks.js"
import { overflow } from "../support/Accessibility.js"
import { BrowserLive } from "../support/Browser.js"
import { noSeriousViolations, ownerPage, projectWithImages, step, textOf } from "../support/DashboardPages.js"
import { bodyOf } from "../support/Http.js"
import { colouredPdf } from "../support/PdfFixtures.js"
import { makeTestApp, TestApp } from "../support/TestApp.js"
import { startReceiver } from "../support/WebhookReceiver.js"

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** The checklist's steps as the page shows them: step name and whether it is ticked. */
const checklistState = (page: Page) =>
  step(async () => {
    const items = page.locator("#setup li[data-step]")
    const out: Record<string, string> = {}
    for (let i = 0; i < (await items.count()); i++) {
      const item = items.nth(i)
      out[(await item.getAttribute("data-step")) ?? ""] = (await item.getAttribute("class")) ?? ""
    }
    return out
  })

/** Waits until every image of the page has loaded (or failed: then its natural width is 0). */
const imagesLoaded = (page: Page) =>
  step(async () => {
    for (let i = 0; i < 300; i++) {
      if (await page.evaluate("[...document.images].every((i) => i.complete)")) return
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error(`the images of ${page.url()} did not load`)
  })

/** The natural width of the page's first image matching `selector` (0: it did not load). */
const naturalWidth = (page: Page, selector: string) =>
  step(async () =>
    Number(await page.evaluate(`document.querySelector(${JSON.stringify(selector)})?.naturalWidth ?? -1`))
  )

const thumbOf = (id: string) => `img[src^="/assets/${id}/thumbnail"]`

/** What the page loaded from the server: each response's path, content type and body size. */
const loaded = (page: Page) => {
  const seen: Array<Promise<{ path: string; type: string; bytes: number }>> = []
  page.on("response", (response) => {
    seen.push(
      response.body().then(
        (body) => ({
          path: new URL(response.url()).pathname,
          type: response.headers()["content-type"] ?? "",
          bytes: body.length
        }),
        () => ({ path: new URL(response.url()).pathname, type: "", bytes: 0 })
      )
    )
  })
  return () => Effect.promise(() => Promise.all(seen))
}

/** A two-second video of one colour, made by ffmpeg. */
const video = () =>
  Effect.sync(() => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clearhouse-video-"))
    const file = path.join(dir, "clip.mp4")
    execFileSync(FFMPEG, [
      "-v", "error", "-f", "lavfi", "-i", "color=c=0xd02020:s=640x360:d=2:r=25",
      "-c:v", "libx264", "-pix_fmt", "yuv420p", file
    ]) // prettier-ignore
    const bytes = fs.readFileSync(file)
    fs.rmSync(dir, { recursive: true, force: true })
    return new Uint8Array(bytes)
  })

layer(Layer.merge(makeTestApp(), BrowserLive), { timeout: "180 seconds", excludeTestServices: true })(
  "dashboard: a producer's workplace",
  (it) => {
    it.effect("the overview's checklist follows the workspace's state; needs attention lists what to fix, linked", () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        const page = yield* ownerPage
        // A new workspace: every step to do, each linking to where it is done; nothing needs attention.
        assert.deepStrictEqual(yield* checklistState(page), {
          project: "todo",
          upload: "todo",
          talent: "todo",
          contract: "todo",
          taxonomy: "todo",
          clearance: "todo"
        })
        assert.include(yield* step(() => page.locator("#setup").innerText()), "6 of 6 steps left")
        assert.strictEqual(
          yield* step(() => page.getByRole("link", { name: "Create a project" }).getAttribute("href")),
          "/projects#project-name"
        )
        assert.strictEqual(
          yield* step(() => page.getByRole("link", { name: "Run a clearance" }).getAttribute("href")),
          "/agents/run?agent=talent-clearance"
        )
        assert.include(yield* step(() => page.locator("#attention").innerText()), "Nothing needs attention")
        yield* noSeriousViolations(page)
        // The first step's link leads to the form that does it.
        yield* step(() => page.getByRole("link", { name: "Create a project" }).click())
        yield* step(() => page.getByLabel("Name", { exact: true }).fill("Summer campaign"))
        yield* step(() => page.getByRole("button", { name: "Create project" }).click())
        yield* step(() => page.waitForURL(/\/projects\/prj_/))
        const project = new URL(page.url()).pathname.split("/")[2]!
        yield* step(() => page.goto(`${app.origin}/`))
        assert.strictEqual((yield* checklistState(page)).project, "done")
        assert.strictEqual((yield* checklistState(page)).upload, "todo")
        // With a project, the clearance step opens Run Agent on it (its assets to pick from).
        assert.strictEqual(
          yield* step(() => page.getByRole("link", { name: "Run a clearance" }).getAttribute("href")),
          `/agents/run?agent=talent-clearance&project=${project}`
        )
        assert.strictEqual(
          yield* step(() => page.getByRole("link", { name: "Upload assets" }).getAttribute("href")),
          `/projects/${project}#upload-file`
        )

        // The rest over /v1, as an integration would: an asset, talent with a headshot, a contract ending in ten
        // days for one channel, a taxonomy, and a clearance for another channel, which fails.
        const { sun, c } = yield* projectWithImages("Other campaign")
        const face = yield* Effect.promise(() =>
          sharp({ create: { width: 64, height: 64, channels: 3, background: "#c08060" } })
            .png()
            .toBuffer()
        )
        const headshot = yield* c.asset(project, "headshot.png", new Uint8Array(face))
        const talent = yield* bodyOf<{ data: { id: string } }>(
          yield* c.post("/v1/talent", { name: "Ada Lovelace", headshot_asset_ids: [headshot] })
        )
        const channels = yield* app.run(DistributionChannels.allowedChannels(app.defaultWorkspace.id))
        assert.isAtLeast(channels.length, 2)
        const contract = yield* c.contract({
          talent_ids: [talent.data.id],
          title: "Ada's summer deal",
          start_date: day(-30),
          end_date: day(10),
          territories: ["worldwide"],
          distribution_channels: [channels[0]]
        })
        yield* c.link(sun, [talent.data.id])
        const clearance = yield* bodyOf<{ data: { id: string } }>(
          yield* c.startRun("talent-clearance", { asset_ids: [sun], distribution_channels: [channels[1]] })
        )
        yield* c.finished(clearance.data.id)

        // A webhook endpoint that answers 500: it is failing once the dispatcher tried it.
        const receiver = yield* Effect.acquireRelease(
          Effect.promise(() => startReceiver()),
          (r) => Effect.promise(() => r.close())
        )
        receiver.respond(() => ({ status: 500 }))
        const { endpoint } = yield* app
          .run(
            Webhooks.addWebhook({ workspaceId: app.defaultWorkspace.id, url: `${receiver.origin}/hooks`, events: "*" })
          )
          .pipe(Effect.orDie)
        yield* c.project("Makes an event")
        yield* app.run(Webhooks.listWebhooks({ workspaceId: app.defaultWorkspace.id })).pipe(
          Effect.orDie,
          Effect.filterOrFail(
            (all) => all.some((e) => e.id === endpoint.id && Option.isSome(e.failingSince)),
            () => "not failing yet"
          ),
          Effect.retry(Schedule.max([Schedule.spaced("200 millis"), Schedule.recurs(150)])),
          Effect.orDie
        )

        yield* step(() => page.goto(`${app.origin}/`))
        assert.deepStrictEqual(yield* checklistState(page), {
          project: "done",
          upload: "done",
          talent: "done",
          contract: "done",
          taxonomy: "done",
          clearance: "done"
        })
        assert.include(yield* step(() => page.locator("#setup").innerText()), "Every step is done")
        const notCleared = page.locator("#attention-not-cleared")
        assert.strictEqual(
          yield* step(() => notCleared.getByRole("link", { name: "sun.png" }).getAttribute("href")),
          `/assets/${sun}`
        )
        assert.strictEqual(
          yield* step(() => notCleared.getByRole("link", { name: "the clearance run" }).getAttribute("href")),
          `/runs/${clearance.data.id}`
        )
        assert.include(yield* step(() => page.locator("#attention").innerText()), "1 asset not cleared")
        const contracts = page.locator("#attention-contracts")
        assert.include(yield* step(() => contracts.innerText()), `ends ${day(10)}`)
        assert.strictEqual(
          yield* step(() => contracts.getByRole("link", { name: "Ada's summer deal" }).getAttribute("href")),
          `/contracts/${contract}`
        )
        const webhooks = page.locator("#attention-webhooks")
        yield* step(() => webhooks.getByRole("link", { name: `${receiver.origin}/hooks` }).click())
        yield* step(() => page.waitForURL(`${app.origin}/settings/webhooks/${endpoint.id}`))
        yield* step(() => page.goto(`${app.origin}/`))
        yield* noSeriousViolations(page)
        // The endpoint is switched off for the next tests.
        yield* app
          .run(Webhooks.disableWebhook(endpoint.id, { workspaceId: app.defaultWorkspace.id }))
          .pipe(Effect.orDie)
      })
    )

    it.effect(
      "previews are small cached images (poster frames, first pages, type icons), never the files, never a content read",
      () =>
        Effect.gen(function* () {
          const app = yield* TestApp
          const { project, sun, c } = yield* projectWithImages("Preview campaign")
          const width = 2400
          const height = 1600
          const noise = new Uint8Array(width * height * 3).map((_, i) => (i * 7919) % 251)
          const photo = yield* Effect.promise(() =>
            sharp(noise, { raw: { width, height, channels: 3 } })
              .jpeg({ quality: 92 })
              .toBuffer()
          )
          const big = yield* c.asset(project, "big.jpg", new Uint8Array(photo))
          const clip = yield* c.asset(project, "clip.mp4", yield* video())
          const pdf = yield* c.asset(project, "terms.pdf", new TextEncoder().encode("%PDF-1.7\nnot much of a pdf\n"))
          const sheet = yield* c.asset(
            project,
            "call-sheet.pdf",
            yield* Effect.promise(() => colouredPdf({ colour: "#2050d0" }))
          )
          const locked = yield* c.asset(
            project,
            "locked.pdf",
            yield* Effect.promise(() => colouredPdf({ colour: "#2050d0", userPassword: "secret" }))
          )

          const page = yield* ownerPage
          const responses = loaded(page)
          yield* step(() => page.goto(`${app.origin}/projects/${project}`))
          yield* imagesLoaded(page)
          const seen = yield* responses()
          assert.deepStrictEqual(
            seen.filter((r) => r.path.endsWith("/content")),
            [],
            "the asset list loads no original file"
          )
          const thumb = (id: string) => seen.find((r) => r.path === `/assets/${id}/thumbnail`)
          assert.strictEqual(thumb(big)?.type, "image/webp")
          assert.isBelow(thumb(big)!.bytes, 60_000, `the preview of a ${photo.length} byte photo`)
          assert.isAbove(photo.length, 1_000_000)
          assert.strictEqual(thumb(clip)?.type, "image/webp", "a video's preview is its poster frame")
          assert.strictEqual(thumb(sheet)?.type, "image/webp", "a PDF's preview is its first page")
          assert.strictEqual(thumb(pdf)?.type, "image/svg+xml", "a damaged PDF gets its type icon")
          assert.strictEqual(thumb(locked)?.type, "image/svg+xml", "so does an encrypted one")
          for (const id of [big, clip, pdf, sheet, locked, sun])
            assert.isAbove(yield* naturalWidth(page, thumbOf(id)), 0)
          const cookie = (yield* step(() => page.context().cookies())).map((k) => `${k.name}=${k.value}`).join("; ")
          const previewPixels = (id: string) =>
            Effect.flatMap(app.fetch(`/assets/${id}/thumbnail`, { headers: { cookie } }), (response) =>
              Effect.promise(async () =>
                sharp(Buffer.from(await response.arrayBuffer()))
                  .removeAlpha()
                  .raw()
                  .toBuffer({ resolveWithObject: true })
              )
            )
          // The poster frame is the video's own picture: red, as it was made.
          const { data, info } = yield* previewPixels(clip)
          assert.strictEqual(info.width, 320)
          const [r, g, b] = [data[0]!, data[1]!, data[2]!]
          assert.isTrue(r > 150 && g < 80 && b < 80, `poster pixel ${r},${g},${b}`)
          // The PDF's preview is its first page: blue below the title, as it was made, 320 px high.
          const first = yield* previewPixels(sheet)
          assert.deepStrictEqual([first.info.width, first.info.height], [226, 320])
          const at = (300 * first.info.width + 20) * 3
          const [pr, pg, pb] = [first.data[at]!, first.data[at + 1]!, first.data[at + 2]!]
          assert.isTrue(pr < 60 && pg > 60 && pg < 110 && pb > 180, `first page pixel ${pr},${pg},${pb}`)
          yield* noSeriousViolations(page)

          // The asset's page shows the preview (320 px wide), not the file.
          const pageResponses = loaded(page)
          yield* step(() => page.goto(`${app.origin}/assets/${big}`))
          yield* imagesLoaded(page)
          assert.deepStrictEqual(
            (yield* pageResponses()).filter((r) => r.path.endsWith("/content")),
            []
          )
          assert.strictEqual(yield* naturalWidth(page, 'img[alt="Preview of big.jpg"]'), 320)
          yield* noSeriousViolations(page)

          // Made once, kept in the data directory under the content's hash.
          const asset = yield* bodyOf<{ data: { sha256: string } }>(yield* c.get(`/v1/assets/${big}`))
          assert.isTrue(fs.existsSync(path.join(app.dataDir, "thumbnails", `${asset.data.sha256}-320.webp`)))

          // Viewing the list and the page twice wrote no content read, for the photo as for the PDF.
          for (const id of [big, sheet]) {
            const provenance = yield* bodyOf<{ data: ReadonlyArray<{ action: string }> }>(
              yield* c.get(`/v1/assets/${id}/provenance`)
            )
            assert.deepStrictEqual(
              provenance.data.map((e) => e.action),
              ["uploaded"]
            )
          }
          // Opening the file itself still is one.
          const opened = yield* step(() => page.request.get(`${app.origin}/assets/${big}/content`))
          assert.strictEqual(opened.status(), 200)
          const after = yield* bodyOf<{ data: ReadonlyArray<{ action: string }> }>(
            yield* c.get(`/v1/assets/${big}/provenance`)
          )
          assert.include(
            after.data.map((e) => e.action),
            "content_read"
          )

          // A clearance run's table shows each asset's preview.
          const [channel] = yield* app.run(DistributionChannels.allowedChannels(app.defaultWorkspace.id))
          const clearance = yield* bodyOf<{ data: { id: string } }>(
            yield* c.startRun("talent-clearance", { asset_ids: [sun], distribution_channels: [channel!] })
          )
          yield* c.finished(clearance.data.id)
          yield* step(() => page.goto(`${app.origin}/runs/${clearance.data.id}`))
          yield* imagesLoaded(page)
          const row = page.locator("section[aria-labelledby=clearance-title] tbody tr").first()
          assert.strictEqual(
            yield* step(() => row.locator("img.thumb").getAttribute("src")),
            `/assets/${sun}/thumbnail`
          )
          assert.isAbove(yield* naturalWidth(page, thumbOf(sun)), 0)
          yield* noSeriousViolations(page)
        })
    )

    it.effect(
      "webhooks: the signing secret said so, a test event's answer, a delivery's payload and answer, delete",
      () =>
        Effect.gen(function* () {
          const app = yield* TestApp
          const receiver = yield* Effect.acquireRelease(
            Effect.promise(() => startReceiver()),
            (r) => Effect.promise(() => r.close())
          )
          receiver.respond((request) => (request.path === "/refuses" ? { status: 410 } : { status: 200 }))
          const page = yield* ownerPage
          yield* step(async () => {
            await page.goto(`${app.origin}/settings/webhooks`)
            await page.getByLabel("Endpoint URL").fill(`${receiver.origin}/refuses`)
            await page.getByLabel("project.created", { exact: true }).check()
            await page.getByRole("button", { name: "Add endpoint" }).click()
            await page.waitForURL(/\/settings\/webhooks\/whk_/)
          })
          const self = new URL(page.url()).pathname
          const notice = yield* step(() => page.getByRole("status").first().innerText())
          assert.include(notice, "signing secret")
          assert.include(notice, "webhook-signature")
          assert.match(yield* step(() => page.locator("#new-secret").innerText()), /^whsec_/)

          // A test event: sent at once, its answer on the page; nothing in the delivery log.
          yield* step(() => page.getByRole("button", { name: "Send a test event" }).click())
          yield* step(() => page.waitForURL(`${app.origin}${self}`))
          const tested = yield* step(() => page.getByRole("status").first().innerText())
          assert.include(tested, "Test event not delivered")
          assert.include(tested, "HTTP 410")
          assert.include(tested, "“ok”")
          const sent = receiver.requests().filter((r) => r.path === "/refuses")
          assert.strictEqual(sent.length, 1)
          assert.include(sent[0]!.body, "webhook.test")
          assert.include(yield* step(() => page.locator("main").innerText()), "No delivery attempts yet")

          // A real delivery: its payload and the receiver's answer behind disclosures in the log.
          const key = yield* app.key()
          const created = yield* app.fetch("/v1/projects", {
            method: "POST",
            token: key,
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ name: "Delivered campaign" })
          })
          assert.strictEqual(created.status, 201)
          const project = (yield* bodyOf<{ data: { id: string } }>(created)).data.id
          yield* step(async () => {
            for (let i = 0; i < 100; i++) {
              await page.goto(`${app.origin}${self}`)
              if ((await page.locator("tbody tr").count()) > 0) return
              await new Promise((resolve) => setTimeout(resolve, 200))
            }
            throw new Error("no delivery attempt appeared")
          })
          const row = page.locator("tbody tr").first()
          yield* step(() => row.locator("summary", { hasText: "Payload" }).click())
          const payload = yield* step(() => row.locator("pre.payload").innerText())
          assert.include(payload, '"type": "project.created"')
          assert.include(payload, project)
          yield* step(() => row.locator("summary", { hasText: "HTTP 410" }).click())
          assert.strictEqual(yield* step(() => row.locator("pre.answer").innerText()), "ok")
          yield* noSeriousViolations(page)
          // On a phone the log stays on screen (no sideways scrolling of the page).
          yield* step(() => page.setViewportSize({ width: 390, height: 800 }))
          const { excess } = yield* step(() => overflow(page))
          assert.isAtMost(excess, 0)
          yield* step(() => page.setViewportSize({ width: 1280, height: 800 }))
          // The log is counted and paged (50 a page): past its end, a way back to the first page.
          const attempts = yield* step(() => page.locator("tbody tr").count())
          assert.include(yield* textOf(page, "#pager-attempts"), `${attempts} delivery attempts`)
          yield* step(() => page.goto(`${app.origin}${self}?from=${attempts + 1}`))
          assert.strictEqual(yield* step(() => page.locator("tbody tr").count()), 0)
          yield* step(() => page.getByRole("link", { name: "First page" }).click())
          assert.strictEqual(yield* step(() => page.locator("tbody tr").count()), attempts)

          // Delete, confirmed (the page's dialogs are accepted): gone from the list, its page not found.
          yield* step(() => page.getByRole("button", { name: "Delete endpoint" }).click())
          yield* step(() => page.waitForURL(`${app.origin}/settings/webhooks`))
          assert.include(yield* step(() => page.getByRole("status").first().innerText()), "Deleted the endpoint")
          assert.strictEqual(
            yield* step(() => page.getByRole("link", { name: `${receiver.origin}/refuses` }).count()),
            0
          )
          const gone = yield* step(() => page.goto(`${app.origin}${self}`))
          assert.strictEqual(gone?.status(), 404)
        })
    )

    it.effect("below 600 px tables are cards: every action button stays on a 390 px screen", () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        const { c, sun } = yield* projectWithImages("Phone campaign")
        const run = yield* bodyOf<{ data: { id: string } }>(yield* c.startRun("asset-tagger", { asset_ids: [sun] }))
        yield* c.finished(run.data.id)
        const [channel] = yield* app.run(DistributionChannels.allowedChannels(app.defaultWorkspace.id))
        const clearance = yield* bodyOf<{ data: { id: string } }>(
          yield* c.startRun("talent-clearance", { asset_ids: [sun], distribution_channels: [channel!] })
        )
        yield* c.finished(clearance.data.id)
        yield* app.key()
        const receiver = yield* Effect.acquireRelease(
          Effect.promise(() => startReceiver()),
          (r) => Effect.promise(() => r.close())
        )
        const { endpoint } = yield* app
          .run(
            Webhooks.addWebhook({ workspaceId: app.defaultWorkspace.id, url: `${receiver.origin}/phone`, events: "*" })
          )
          .pipe(Effect.orDie)
        yield* c.project("An event for the phone")
        yield* app.run(Webhooks.webhookDeliveries(endpoint.id, { workspaceId: app.defaultWorkspace.id })).pipe(
          Effect.orDie,
          Effect.filterOrFail(
            (log) => log.attempts.length > 0,
            () => "no attempt yet"
          ),
          Effect.retry(Schedule.max([Schedule.spaced("100 millis"), Schedule.recurs(150)])),
          Effect.orDie
        )
        const page = yield* ownerPage
        yield* step(() => page.setViewportSize({ width: 390, height: 800 }))
        for (const [path, button] of [
          ["/settings/keys", /^Revoke/],
          [`/settings/webhooks/${endpoint.id}`, "Replay"],
          ["/runs", undefined],
          [`/runs/${clearance.data.id}`, undefined]
        ] as const) {
          yield* step(() => page.goto(`${app.origin}${path}`))
          // Rows are cards: one block under another, each value under its column's name.
          assert.isAbove(yield* step(() => page.locator(".table-wrap tbody tr").count()), 0, `${path} has a table`)
          const display = yield* step(() =>
            page.evaluate(`getComputedStyle(document.querySelector(".table-wrap tbody tr")).display`)
          )
          assert.strictEqual(display, "block", path)
          const label = yield* step(() =>
            page.evaluate(
              `getComputedStyle(document.querySelector(".table-wrap td[data-label]:not([data-label=''])"), "::before").content`
            )
          )
          assert.notStrictEqual(label, "none", `${path}: the cells show their column's name`)
          // Every button of the page's content lies inside the screen.
          const boxes = yield* step(() =>
            page.evaluate(`[...document.querySelectorAll("main button")].map((b) => {
              const r = b.getBoundingClientRect()
              return { text: b.innerText.trim(), left: r.left, right: r.right, width: r.width }
            })`)
          )
          const off = (boxes as ReadonlyArray<{ text: string; left: number; right: number; width: number }>).filter(
            (b) => b.width > 0 && (b.left < 0 || b.right > 390)
          )
          assert.deepStrictEqual(off, [], `${path}: buttons off screen at 390 px`)
          if (button !== undefined) {
            const first = page.getByRole("button", { name: button }).first()
            assert.isTrue(yield* step(() => first.isVisible()), `${path}: ${String(button)} is visible`)
          }
          const { excess, wide } = yield* step(() => overflow(page))
          assert.isAtMost(excess, 0, `${path} scrolls sideways: ${wide.join(", ")}`)
          yield* noSeriousViolations(page)
        }
      })
    )
  }
)
