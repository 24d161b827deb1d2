// Contracts end to end over HTTP against PostgreSQL: the five endpoints and their errors, status derived from
// the dates at read time (and the status filter agreeing with it), termination and reinstatement, the
// expiring-contracts filter, territories checked against ISO 3166-1, and per-workspace distribution channels.
import { assert, layer } from "@effect/vitest"
import { Effect } from "effect"
import { setWorkspaceChannels } from "../../application/platform/DistributionChannels.js"
import { bodyOf, jsonRequest } from "../support/Http.js"
import { makeTestApp, TestApp } from "../support/TestApp.js"

interface ContractData extends Record<string, unknown> {
  readonly id: string
  readonly status: string
  readonly end_date: string | null
  readonly termination_date: string | null
}
interface Single {
  readonly data: ContractData
}
interface ListBody {
  readonly data: ReadonlyArray<ContractData>
  readonly meta: { readonly total: number; readonly cursor: string | null; readonly has_more: boolean }
}

/** The UTC date `days` from today, as the service judges "today". */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

const base = (talentId: string) => ({
  talent_ids: [talentId],
  title: "Campaign deal",
  start_date: "2024-01-01",
  territories: ["worldwide"],
  distribution_channels: ["web"]
})

const setup = (workspaceId?: string) =>
  Effect.gen(function* () {
    const app = yield* TestApp
    const token = yield* app.key(workspaceId === undefined ? {} : { workspaceId })
    const post = (path: string, body: unknown) => app.fetch(path, { ...jsonRequest(body), token })
    const patch = (path: string, body: unknown) => app.fetch(path, { ...jsonRequest(body, "PATCH"), token })
    const get = (path: string) => app.fetch(path, { token })
    const talent = (name: string) =>
      Effect.map(Effect.flatMap(post("/v1/talent", { name }), bodyOf<Single>), (b) => b.data.id)
    const contract = (body: unknown) => Effect.flatMap(post("/v1/contracts", body), bodyOf<Single>)
    return { app, token, post, patch, get, talent, contract }
  })

layer(makeTestApp(), { timeout: "120 seconds", excludeTestServices: true })("contracts", (it) => {
  it.effect("creates, reads, updates and deletes a contract in the API representation", () =>
    Effect.gen(function* () {
      const { post, get, patch, app, token, talent } = yield* setup()
      const ada = yield* talent("Ada")
      const ben = yield* talent("Ben")
      const res = yield* post("/v1/contracts", {
        talent_ids: [ada, ben, ada],
        title: " Summer campaign ",
        parties: [{ name: "Acme Ltd", role: "licensee" }, { name: "Ada" }],
        signed_date: "2024-12-20",
        start_date: "2025-01-01",
        end_date: day(365),
        territories: ["DE", "AT", "DE"],
        distribution_channels: ["web", "social"],
        exclusive: true,
        restrictions: [
          { type: "excluded_product_categories", categories: [" Alcohol ", "tobacco"] },
          { type: "excluded_territories", territories: ["CH"] },
          { type: "text", text: "Approval of final cut" }
        ]
      })
      assert.strictEqual(res.status, 201)
      const created = (yield* bodyOf<Single>(res)).data
      assert.match(created.id, /^ctr_[0-7][0-9a-hjkmnp-tv-z]{25}$/)
      assert.deepStrictEqual(Object.keys(created).sort(), [
        "created_at",
        "distribution_channels",
        "end_date",
        "exclusive",
        "id",
        "parties",
        "restrictions",
        "signed_date",
        "source_asset_id",
        "start_date",
        "status",
        "talent_ids",
        "termination_date",
        "territories",
        "title",
        "updated_at"
      ])
      assert.deepStrictEqual(created["talent_ids"], [ada, ben])
      assert.strictEqual(created["title"], "Summer campaign")
      assert.deepStrictEqual(created["parties"], [
        { name: "Acme Ltd", role: "licensee" },
        { name: "Ada", role: null }
      ])
      assert.deepStrictEqual(created["territories"], ["DE", "AT"])
      assert.deepStrictEqual(created["restrictions"], [
        { type: "excluded_product_categories", categories: ["alcohol", "tobacco"] },
        { type: "excluded_territories", territories: ["CH"] },
        { type: "text", text: "Approval of final cut" }
      ])
      assert.strictEqual(created.status, "active")
      assert.strictEqual(created["source_asset_id"], null)
      assert.strictEqual(created.termination_date, null)

      const read = yield* bodyOf<Single>(yield* get(`/v1/contracts/${created.id}`))
      assert.deepStrictEqual(read.data, created)

      const changed = yield* bodyOf<Single>(
        yield* patch(`/v1/contracts/${created.id}`, { distribution_channels: ["broadcast"], exclusive: false })
      )
      assert.deepStrictEqual(changed.data["distribution_channels"], ["broadcast"])
      assert.strictEqual(changed.data["exclusive"], false)
      assert.deepStrictEqual(changed.data["territories"], ["DE", "AT"])
      const same = yield* bodyOf<Single>(yield* patch(`/v1/contracts/${created.id}`, { exclusive: false }))
      assert.deepStrictEqual(same.data, changed.data)

      const removed = yield* app.fetch(`/v1/contracts/${created.id}`, { method: "DELETE", token })
      assert.deepStrictEqual((yield* bodyOf<{ readonly data: unknown }>(removed)).data, {
        id: created.id,
        deleted: true
      })
      assert.strictEqual((yield* get(`/v1/contracts/${created.id}`)).status, 404)
      assert.strictEqual((yield* app.fetch(`/v1/contracts/${created.id}`, { method: "DELETE", token })).status, 404)
      for (const id of ["nope", "ctr_01m7z3qfmzfzzvf9fh0kac7238", "tal_01m7z3qfmzfzzvf9fh0kac7238"]) {
        assert.strictEqual((yield* get(`/v1/contracts/${id}`)).status, 404)
      }
    })
  )

  it.effect("status: terminated from the termination date, expired from the end date, never stored", () =>
    Effect.gen(function* () {
      const { patch, get, talent, contract } = yield* setup()
      const ada = yield* talent("Ada")
      const c = (yield* contract({ ...base(ada), end_date: day(30) })).data
      assert.strictEqual(c.status, "active")

      const terminated = (yield* bodyOf<Single>(yield* patch(`/v1/contracts/${c.id}`, { status: "terminated" }))).data
      assert.strictEqual(terminated.status, "terminated")
      assert.strictEqual(terminated.termination_date, day(0))
      const reinstated = (yield* bodyOf<Single>(yield* patch(`/v1/contracts/${c.id}`, { status: "active" }))).data
      assert.strictEqual(reinstated.status, "active")
      assert.strictEqual(reinstated.termination_date, null)
      // A termination scheduled for later is not yet in force.
      const scheduled = (yield* bodyOf<Single>(yield* patch(`/v1/contracts/${c.id}`, { termination_date: day(5) })))
        .data
      assert.strictEqual(scheduled.status, "active")
      assert.strictEqual(scheduled.termination_date, day(5))
      // The end date alone makes a contract expired, with nothing stored about it.
      const ended = (yield* bodyOf<Single>(yield* patch(`/v1/contracts/${c.id}`, { end_date: day(-1) }))).data
      assert.strictEqual(ended.status, "expired")
      const open = (yield* bodyOf<Single>(yield* patch(`/v1/contracts/${c.id}`, { end_date: null }))).data
      assert.strictEqual(open.status, "active")
      assert.strictEqual((yield* bodyOf<Single>(yield* get(`/v1/contracts/${c.id}`))).data.status, "active")

      const cases: ReadonlyArray<readonly [unknown, ReadonlyArray<{ field: string; issue: string }>]> = [
        [{ status: "expired" }, [{ field: "status", issue: "invalid_value" }]],
        [
          { status: "active", termination_date: day(0) },
          [{ field: "termination_date", issue: "conflicts_with_status" }]
        ],
        [{ status: "terminated", termination_date: null }, [{ field: "termination_date", issue: "required" }]],
        [{ end_date: "2023-12-31" }, [{ field: "end_date", issue: "before_start_date" }]],
        [{ start_date: "2025-02-30" }, [{ field: "start_date", issue: "invalid_date" }]],
        [{ talent_ids: [] }, [{ field: "talent_ids", issue: "required" }]],
        [{ state: "x" }, [{ field: "state", issue: "unknown_field" }]]
      ]
      for (const [body, details] of cases) {
        const res = yield* patch(`/v1/contracts/${c.id}`, body)
        assert.strictEqual(res.status, 400, JSON.stringify(body))
        assert.deepStrictEqual((yield* bodyOf(res)).error.details, details, JSON.stringify(body))
      }
    })
  )

  it.effect("validation: required fields, dates, territories (ISO 3166-1), channels, talent, all at once", () =>
    Effect.gen(function* () {
      const { post, talent } = yield* setup()
      const empty = yield* post("/v1/contracts", {})
      assert.strictEqual(empty.status, 400)
      assert.sameDeepMembers((yield* bodyOf(empty)).error.details, [
        { field: "talent_ids", issue: "required" },
        { field: "title", issue: "required" },
        { field: "start_date", issue: "required" },
        { field: "territories", issue: "required" },
        { field: "distribution_channels", issue: "required" }
      ])

      const shapes = yield* post("/v1/contracts", {
        talent_ids: ["tal_nope"],
        title: "x",
        start_date: "01/02/2025",
        end_date: "2025-13-01",
        territories: ["de", "Germany"],
        distribution_channels: ["Web TV"],
        restrictions: [{ type: "no_ai" }, { type: "excluded_product_categories", categories: [] }],
        source_asset_id: "prj_01jd5x8m2kf3q9v7w6t4y2r001"
      })
      assert.strictEqual(shapes.status, 400)
      const s = yield* bodyOf(shapes)
      assert.includeDeepMembers(s.error.details, [
        { field: "talent_ids[0]", issue: "invalid_id" },
        { field: "start_date", issue: "invalid_date" },
        { field: "end_date", issue: "invalid_date" },
        { field: "territories[0]", issue: "invalid_territory" },
        { field: "territories[1]", issue: "invalid_territory" },
        { field: "distribution_channels[0]", issue: "invalid_channel_name" },
        { field: "restrictions[1].categories", issue: "required" },
        { field: "source_asset_id", issue: "invalid_id" }
      ])
      assert.isTrue(s.error.details.some((d) => d.field.startsWith("restrictions[0]")))

      // Well-formed but unknown: every reference problem in one answer, the allowed channels in the message.
      const ada = yield* talent("Ada")
      const refs = yield* post("/v1/contracts", {
        ...base(ada),
        talent_ids: [ada, "tal_01m7z3qfmzfzzvf9fh0kac7238"],
        source_asset_id: "ast_01m7z3qfmzfzzvf9fh0kac7238",
        territories: ["DE", "XX"],
        distribution_channels: ["web", "tv"],
        restrictions: [{ type: "excluded_territories", territories: ["ZZ"] }]
      })
      assert.strictEqual(refs.status, 400)
      const r = yield* bodyOf(refs)
      assert.strictEqual(r.error.code, "validation_error")
      assert.deepStrictEqual(r.error.details, [
        { field: "talent_ids[1]", issue: "not_found" },
        { field: "source_asset_id", issue: "not_found" },
        { field: "territories[1]", issue: "invalid_territory" },
        { field: "restrictions[0].territories[0]", issue: "invalid_territory" },
        { field: "distribution_channels[1]", issue: "invalid_value" }
      ])
      assert.include(r.error.message, "allowed: web, social, broadcast")
      assert.include(r.error.message, "XX")

      const ok = yield* post("/v1/contracts", { ...base(ada), territories: ["XK", "worldwide", "US"] })
      assert.strictEqual(ok.status, 201)
    })
  )

  it.effect("distribution channels are the workspace's configured set", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const ws = yield* app.workspace("Broadcaster")
      yield* app.run(setWorkspaceChannels(ws.id, "web, social,broadcast,ctv,web"))
      const custom = yield* setup(ws.id)
      const ada = yield* custom.talent("Ada")
      const ctv = yield* custom.post("/v1/contracts", { ...base(ada), distribution_channels: ["ctv", "web"] })
      assert.strictEqual(ctv.status, 201)
      const stillUnknown = yield* custom.post("/v1/contracts", { ...base(ada), distribution_channels: ["print"] })
      assert.include((yield* bodyOf(stillUnknown)).error.message, "allowed: web, social, broadcast, ctv")

      const plain = yield* setup()
      const ben = yield* plain.talent("Ben")
      const rejected = yield* plain.post("/v1/contracts", { ...base(ben), distribution_channels: ["ctv"] })
      assert.strictEqual(rejected.status, 400)
      const body = yield* bodyOf(rejected)
      assert.deepStrictEqual(body.error.details, [{ field: "distribution_channels[0]", issue: "invalid_value" }])
      assert.include(body.error.message, "allowed: web, social, broadcast")
    })
  )

  it.effect("filters: talent_id, status (as derived) and expiring_within_days, with pagination", () =>
    Effect.gen(function* () {
      const app = yield* TestApp
      const ws = yield* app.workspace("Contract filters")
      const { get, talent, contract } = yield* setup(ws.id)
      const ada = yield* talent("Ada")
      const ben = yield* talent("Ben")
      const make = (name: string, extra: Record<string, unknown>, who = ada) =>
        Effect.map(contract({ ...base(who), title: name, ...extra }), (b) => [name, b.data.id] as const)
      const made = Object.fromEntries([
        yield* make("ended yesterday", { end_date: day(-1) }),
        yield* make("ends today", { end_date: day(0) }),
        yield* make("ends in 10 days", { end_date: day(10) }),
        yield* make("ends in 40 days", { end_date: day(40) }),
        yield* make("open-ended", {}, ben),
        yield* make("terminated yesterday", { end_date: day(5), termination_date: day(-1) }),
        yield* make("terminated today", { status: "terminated" }, ben),
        yield* make("termination tomorrow", { end_date: day(3), termination_date: day(1) }),
        yield* make("starts next month", { start_date: day(30), end_date: day(60) }, ben)
      ])
      const titles = (query: string) =>
        Effect.map(Effect.flatMap(get(`/v1/contracts${query}`), bodyOf<ListBody>), (b) =>
          b.data.map((c) => c["title"] as string).sort()
        )

      // The status filter agrees with the status every contract reports.
      const all = yield* bodyOf<ListBody>(yield* get("/v1/contracts?limit=100"))
      assert.strictEqual(all.meta.total, 9)
      for (const status of ["active", "expired", "terminated"]) {
        const expected = all.data
          .filter((c) => c.status === status)
          .map((c) => c["title"] as string)
          .sort()
        assert.deepStrictEqual(yield* titles(`?status=${status}`), expected, status)
      }
      assert.deepStrictEqual(yield* titles("?status=expired"), ["ended yesterday"])
      assert.deepStrictEqual(yield* titles("?status=terminated"), ["terminated today", "terminated yesterday"])

      assert.deepStrictEqual(yield* titles("?expiring_within_days=0"), ["ends today"])
      assert.deepStrictEqual(yield* titles("?expiring_within_days=10"), [
        "ends in 10 days",
        "ends today",
        "termination tomorrow"
      ])
      assert.deepStrictEqual(yield* titles("?expiring_within_days=60"), [
        "ends in 10 days",
        "ends in 40 days",
        "ends today",
        "starts next month",
        "termination tomorrow"
      ])
      assert.deepStrictEqual(yield* titles("?expiring_within_days=60&status=expired"), [])
      assert.deepStrictEqual(yield* titles(`?expiring_within_days=60&talent_id=${ben}`), ["starts next month"])
      assert.deepStrictEqual(yield* titles(`?talent_id=${ben}`), [
        "open-ended",
        "starts next month",
        "terminated today"
      ])
      assert.deepStrictEqual(yield* titles("?talent_id=tal_01m7z3qfmzfzzvf9fh0kac7238"), [])

      const page1 = yield* bodyOf<ListBody>(yield* get("/v1/contracts?limit=4&status=active"))
      assert.strictEqual(page1.meta.total, 6)
      assert.isTrue(page1.meta.has_more)
      const page2 = yield* bodyOf<ListBody>(
        yield* get(`/v1/contracts?limit=4&status=active&cursor=${page1.meta.cursor}`)
      )
      assert.strictEqual(page2.data.length, 2)
      assert.isFalse(page2.meta.has_more)
      assert.deepStrictEqual(
        [...page1.data, ...page2.data].map((c) => c.id),
        Object.values(made)
          .filter((id) => all.data.find((c) => c.id === id)?.status === "active")
          .reverse()
      )

      const invalid: ReadonlyArray<readonly [string, { field: string; issue: string }]> = [
        ["status=pending", { field: "status", issue: "invalid_value" }],
        ["expiring_within_days=-1", { field: "expiring_within_days", issue: "out_of_range:0..3650" }],
        ["expiring_within_days=3651", { field: "expiring_within_days", issue: "out_of_range:0..3650" }],
        ["expiring_within_days=soon", { field: "expiring_within_days", issue: "invalid_type:integer" }],
        ["talent_id=nope", { field: "talent_id", issue: "invalid_id" }],
        ["talent=x", { field: "talent", issue: "unknown_field" }]
      ]
      for (const [query, detail] of invalid) {
        const res = yield* get(`/v1/contracts?${query}`)
        assert.strictEqual(res.status, 400, query)
        assert.deepStrictEqual((yield* bodyOf(res)).error.details, [detail], query)
      }
    })
  )
})
