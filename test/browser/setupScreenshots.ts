// `npm run screenshots` (with screenshots.ts): the set-up pages of the dashboard (issue 34) into docs/screenshots/,
// desktop and phone, taken in the same real Chromium against a fresh server and database with a little sample
// data: talent with a headshot and contracts, a draft contract with the reviewer's reading, a taxonomy.
import { layer } from "@effect/vitest"
import { Effect, Layer } from "effect"
import * as fs from "node:fs"
import * as path from "node:path"
import sharp from "sharp"
import { BrowserLive } from "../support/Browser.js"
import { standardLicence, toDocx } from "../support/ContractCorpus.js"
import { ownerPage, png } from "../support/DashboardPages.js"
import { bodyOf } from "../support/Http.js"
import { type RunBody, scenario } from "../support/Scenario.js"
import { makeTestApp, TestApp } from "../support/TestApp.js"

const OUT = path.resolve(import.meta.dirname, "../../docs/screenshots")

/** Writes a screenshot as a palette PNG under docs/screenshots. */
const save = (name: string, image: Buffer) =>
  Effect.promise(() =>
    sharp(image)
      .png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 })
      .toFile(path.join(OUT, `${name}.png`))
  )

layer(Layer.merge(makeTestApp(), BrowserLive), { timeout: "300 seconds", excludeTestServices: true })(
  "screenshots",
  (it) => {
    it.effect("of the set-up pages", () =>
      Effect.gen(function* () {
        const app = yield* TestApp
        fs.mkdirSync(OUT, { recursive: true })
        const token = yield* app.key()
        const c = yield* scenario(token)
        const project = yield* c.project("Spring campaign")
        const ada = yield* c.talent("Ada Lovelace")
        const jane = yield* c.talent("Jane Doe")
        yield* c.talent("Grace Hopper")
        const headshot = yield* c.asset(project, "ada-headshot.png", yield* png("#c08060"))
        yield* c.patch(`/v1/talent/${ada}`, { agency: "Analytical Engines Ltd", headshot_asset_ids: [headshot] })
        const contract = yield* c.contract({
          talent_ids: [ada],
          title: "Ada: spring campaign",
          start_date: "2026-03-01",
          end_date: "2027-02-28",
          territories: ["DE", "FR"],
          distribution_channels: ["web", "social"],
          exclusive: true
        })
        const uploaded = yield* app.upload(token, [
          { name: "project_id", value: project },
          {
            name: "file",
            filename: "jane-licence.docx",
            content: yield* Effect.promise(() => toDocx(standardLicence)),
            contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          }
        ])
        const licence = (yield* bodyOf<{ data: { id: string } }>(uploaded)).data.id
        const run = yield* bodyOf<RunBody>(
          yield* c.startRun("contract-reviewer", { asset_ids: [licence], create_contracts: true })
        )
        yield* c.finished(run.data.id)
        const drafts = yield* bodyOf<{ data: ReadonlyArray<{ id: string }> }>(
          yield* c.get(`/v1/contracts?status=draft&talent_id=${jane}`)
        )
        const taxonomy = yield* Effect.flatMap(
          c.post("/v1/taxonomies", {
            name: "Moods",
            terms: [{ label: "Happy" }, { label: "Joyful", parent: "Happy", synonyms: ["glad"] }, { label: "Calm" }]
          }),
          bodyOf<{ data: { id: string } }>
        )

        const page = yield* ownerPage
        const shot = (name: string, url: string) =>
          Effect.promise(async () => {
            await page.goto(`${app.origin}${url}`)
            return page.screenshot({ type: "png", fullPage: false })
          }).pipe(Effect.flatMap((image) => save(name, image)))
        yield* Effect.promise(() => page.setViewportSize({ width: 1100, height: 760 }))
        yield* shot("talent-list", "/talent")
        yield* shot("talent", `/talent/${ada}`)
        yield* shot("contracts", "/contracts")
        yield* shot("contract", `/contracts/${contract}`)
        yield* shot("contract-review", `/contracts/${drafts.data[0]!.id}`)
        yield* shot("taxonomy", `/taxonomies/${taxonomy.data.id}`)
        yield* Effect.promise(() => page.setViewportSize({ width: 390, height: 760 }))
        yield* shot("talent-phone", `/talent/${ada}`)
        yield* shot("contract-review-phone", `/contracts/${drafts.data[0]!.id}`)
      })
    )
  }
)
