// At most once, whatever happens to the connection: POSTs that create (projects, assets, talent, contracts, agent
// runs, workflow runs) sent with an Idempotency-Key, most of them cut off by the client after a random 0–50 ms, and
// the server killed with SIGKILL at random moments in between. Then every request is retried with its key until
// it answers: each key made exactly one object or run, each run reserved and charged once per unit, and every
// answer to a key is the same, byte for byte (its first answer when the client saw one).
import { assert, describe, it } from "@effect/vitest"
import pg from "pg"
import { ALL_SCOPES } from "../../domain/platform/Scope.js"
import { cleanupAfterAll, cli, freshServerEnv, until } from "../support/CrashServer.js"
import { type ServerProcess, startServerProcess } from "../support/ServerProcess.js"

const KINDS = ["project", "asset", "talent", "contract", "agent run", "workflow run"] as const
type Kind = (typeof KINDS)[number]
const PER_KIND = 40
const ABORTED = 200
const KILLS = 20

/** A small seeded generator (mulberry32), so a failing run can be replayed with FAULT_SEED. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

interface Answer {
  readonly status: number
  readonly bytes: Uint8Array
  readonly replayed: boolean
  readonly originalRequest: string | null
  readonly requestId: string | null
}

interface Planned {
  readonly kind: Kind
  readonly key: string
  /** The client cuts the first attempt off after this many ms; undefined: it waits for the answer. */
  readonly abortAfterMs: number | undefined
  readonly send: (signal?: AbortSignal) => Promise<Response>
  first?: Answer
}

const answerOf = async (res: Response): Promise<Answer> => ({
  status: res.status,
  bytes: new Uint8Array(await res.arrayBuffer()),
  replayed: res.headers.get("idempotent-replayed") === "true",
  originalRequest: res.headers.get("original-request"),
  requestId: res.headers.get("x-request-id")
})

const idOf = (answer: Answer) =>
  (JSON.parse(new TextDecoder().decode(answer.bytes)) as { data: { id: string } }).data.id

describe("idempotency under aborts and kill -9", () => {
  const cleanup = cleanupAfterAll()

  it(
    "one object or run per key, one charge per unit, every answer to a key the same",
    { timeout: 300_000 },
    async () => {
      const seed = Number(process.env["FAULT_SEED"] ?? Math.floor(Math.random() * 2 ** 31))
      console.log(`fault seed ${seed} (rerun with FAULT_SEED=${seed})`)
      const rand = random(seed)
      const env = await freshServerEnv(cleanup)
      let server: ServerProcess = await startServerProcess({ env })
      cleanup.push(() => server.stop("SIGKILL"))
      const { key: apiKey } = await cli(["key", "create", "--name", "faults", "--scopes", ALL_SCOPES.join(",")], env)
      const workspace = String((await cli(["credits", "show"], env))["workspace_id"])
      await cli(["credits", "grant", "--workspace", workspace, "--amount", "100000"], env)
      const granted = Number((await cli(["credits", "show"], env))["available"])

      const post = (path: string, body: unknown, key?: string, signal?: AbortSignal) =>
        fetch(`${server.url}${path}`, {
          method: "POST",
          headers: {
            authorization: `Bearer ${String(apiKey)}`,
            ...(body instanceof FormData ? {} : { "content-type": "application/json" }),
            ...(key === undefined ? {} : { "idempotency-key": key })
          },
          body: body instanceof FormData ? body : JSON.stringify(body),
          ...(signal === undefined ? {} : { signal })
        })
      const created = async (path: string, body: unknown) => {
        const res = await post(path, body)
        assert.strictEqual(res.status, 201, await res.clone().text())
        return ((await res.json()) as { data: { id: string } }).data.id
      }
      const form = (project: string, filename: string, talentIds: ReadonlyArray<string>) => {
        const f = new FormData()
        f.set("project_id", project)
        f.set("talent_ids", JSON.stringify(talentIds))
        f.set("file", new Blob([`bytes of ${filename}`]), filename)
        return f
      }

      const project = await created("/v1/projects", { name: "Faults" })
      const talent = await created("/v1/talent", { name: "Seed Talent" })
      await created("/v1/contracts", {
        talent_ids: [talent],
        title: "Seed contract",
        start_date: "2020-01-01",
        territories: ["worldwide"],
        distribution_channels: ["web"]
      })
      const assets = [await created("/v1/assets", form(project, "a.txt", [talent]))]
      assets.push(await created("/v1/assets", form(project, "b.txt", [])))
      const clearance = { asset_ids: assets, distribution_channels: ["web"] }
      const workflow = await created("/v1/workflows", {
        name: "Clear",
        input_schema: { type: "object", properties: { asset_ids: { type: "array" } }, required: ["asset_ids"] },
        steps: [
          {
            id: "clear",
            type: "run_agent",
            agent_id: "talent-clearance",
            inputs: { asset_ids: { $ref: "inputs.asset_ids" }, distribution_channels: ["web"] }
          }
        ]
      })

      const request = (kind: Kind, key: string) => (signal?: AbortSignal) => {
        switch (kind) {
          case "project":
            return post("/v1/projects", { name: key }, key, signal)
          case "asset":
            return post("/v1/assets", form(project, `${key}.txt`, [talent]), key, signal)
          case "talent":
            return post("/v1/talent", { name: key }, key, signal)
          case "contract":
            return post(
              "/v1/contracts",
              {
                talent_ids: [talent],
                title: key,
                start_date: "2020-01-01",
                territories: ["worldwide"],
                distribution_channels: ["web"]
              },
              key,
              signal
            )
          case "agent run":
            return post("/v1/agents/run", { agent_id: "talent-clearance", inputs: clearance }, key, signal)
          case "workflow run":
            return post(`/v1/workflows/${workflow}/run`, { inputs: { asset_ids: assets } }, key, signal)
        }
      }
      const planned: Array<Planned> = KINDS.flatMap((kind) =>
        Array.from({ length: PER_KIND }, (_, i) => {
          const key = `fault-${kind.replace(" ", "-")}-${i}`
          return { kind, key, abortAfterMs: undefined, send: request(kind, key) } as Planned
        })
      )
      // Shuffle, then cut off the first attempts of the first ABORTED.
      for (let i = planned.length - 1; i > 0; i--) {
        const j = Math.floor(rand() * (i + 1))
        ;[planned[i], planned[j]] = [planned[j]!, planned[i]!]
      }
      planned.forEach((p, i) => {
        if (i < ABORTED) (p as { abortAfterMs: number | undefined }).abortAfterMs = Math.floor(rand() * 51)
      })

      // The first attempts, in KILLS rounds; each round ends with a SIGKILL at a random moment and a restart.
      const perRound = Math.ceil(planned.length / KILLS)
      let aborted = 0
      let cutByKill = 0
      for (let round = 0; round < KILLS; round++) {
        const batch = planned.slice(round * perRound, (round + 1) * perRound)
        const attempts = batch.map(async (p) => {
          // Spread over the round, so that the kill finds some requests answered, some committed and not yet
          // answered, some running and some not yet sent.
          await new Promise((r) => setTimeout(r, Math.floor(rand() * 300)))
          const controller = new AbortController()
          const timer = p.abortAfterMs === undefined ? undefined : setTimeout(() => controller.abort(), p.abortAfterMs)
          try {
            const answer = await answerOf(await p.send(controller.signal))
            if (answer.status !== 409) p.first = answer
          } catch {
            if (controller.signal.aborted) aborted += 1
            else cutByKill += 1
          } finally {
            clearTimeout(timer)
          }
        })
        await new Promise((r) => setTimeout(r, 100 + Math.floor(rand() * 1400)))
        await server.stop("SIGKILL")
        await Promise.all(attempts)
        server = await startServerProcess({ env })
      }

      // Every request again with its key, until it answers (409 in progress: after Retry-After), then once more.
      const retry = async (p: Planned): Promise<Answer> => {
        for (let attempt = 0; ; attempt++) {
          assert.isBelow(attempt, 200, `${p.key} never answered`)
          try {
            const answer = await answerOf(await p.send())
            if (answer.status !== 409) return answer
            await new Promise((r) => setTimeout(r, 1000))
          } catch {
            await new Promise((r) => setTimeout(r, 200))
          }
        }
      }
      const finals = new Map<string, Answer>()
      let replays = 0
      let committedUnseen = 0
      for (let i = 0; i < planned.length; i += 8) {
        await Promise.all(
          planned.slice(i, i + 8).map(async (p) => {
            const answer = await retry(p)
            const again = await retry(p)
            assert.strictEqual(answer.status, 201, `${p.key}: ${new TextDecoder().decode(answer.bytes)}`)
            assert.deepStrictEqual(again.bytes, answer.bytes, `${p.key}: a second retry answered differently`)
            assert.isTrue(again.replayed, `${p.key}: the second retry ran again`)
            if (p.first !== undefined) {
              assert.strictEqual(p.first.status, 201)
              assert.deepStrictEqual(answer.bytes, p.first.bytes, `${p.key}: the retry differs from the first answer`)
              assert.isTrue(answer.replayed)
              assert.strictEqual(answer.originalRequest, p.first.requestId)
            }
            if (answer.replayed) replays += 1
            if (answer.replayed && p.first === undefined) committedUnseen += 1
            finals.set(p.key, answer)
          })
        )
      }

      const client = new pg.Client({ connectionString: env.DATABASE_URL })
      await client.connect()
      cleanup.push(() => client.end())
      const rows = async (sql: string) => (await client.query(sql, [workspace])).rows as Array<Record<string, unknown>>
      // Every run finished (the engine resumed those cut off by the kills).
      await until(
        "every run to finish",
        () =>
          rows(`SELECT (SELECT count(*)::int FROM agent_runs WHERE workspace_id = $1 AND status IN ('queued', 'running'))
                     + (SELECT count(*)::int FROM workflow_runs WHERE workspace_id = $1 AND status IN ('queued', 'running')) AS n`),
        (r) => r[0]?.["n"] === 0
      )

      const keysOf = (kind: Kind) => planned.filter((p) => p.kind === kind).map((p) => p.key)
      const expectOnePerKey = (kind: Kind, found: ReadonlyArray<Record<string, unknown>>) => {
        const ids = new Map(found.map((r) => [String(r["name"]), String(r["id"])]))
        assert.strictEqual(found.length, PER_KIND, `${kind}: ${found.length} objects for ${PER_KIND} keys`)
        for (const key of keysOf(kind)) assert.strictEqual(ids.get(key), idOf(finals.get(key)!), `${kind} ${key}`)
      }
      expectOnePerKey(
        "project",
        await rows(`SELECT id, name FROM projects WHERE workspace_id = $1 AND name LIKE 'fault-%'`)
      )
      expectOnePerKey(
        "talent",
        await rows(`SELECT id, name FROM talent WHERE workspace_id = $1 AND name LIKE 'fault-%'`)
      )
      expectOnePerKey(
        "contract",
        await rows(`SELECT id, title AS name FROM contracts WHERE workspace_id = $1 AND title LIKE 'fault-%'`)
      )
      expectOnePerKey(
        "asset",
        await rows(
          `SELECT id, left(filename, -4) AS name FROM assets WHERE workspace_id = $1 AND filename LIKE 'fault-%'`
        )
      )
      const sameIds = (kind: Kind, found: ReadonlyArray<Record<string, unknown>>) =>
        assert.deepStrictEqual(
          found.map((r) => String(r["id"])).sort(),
          keysOf(kind)
            .map((k) => idOf(finals.get(k)!))
            .sort(),
          `${kind}: the runs made are exactly the runs answered, one per key`
        )
      sameIds(
        "agent run",
        await rows(`SELECT id FROM agent_runs WHERE workspace_id = $1
                    AND id NOT IN (SELECT unnest(agent_run_ids) FROM workflow_run_steps)`)
      )
      sameIds("workflow run", await rows(`SELECT id FROM workflow_runs WHERE workspace_id = $1`))
      const [stepRuns] = await rows(
        `SELECT count(*)::int AS n FROM workflow_run_steps s JOIN workflow_runs r ON r.id = s.run_id
         WHERE r.workspace_id = $1 AND cardinality(s.agent_run_ids) <> 1`
      )
      assert.strictEqual(stepRuns?.["n"], 0, "each workflow run started its step's agent run once")

      // One reservation per run and at most one charge per unit of a run; the balance adds up.
      const ledger = await rows(
        `SELECT run_id, count(*) FILTER (WHERE kind = 'reserve')::int AS reserves,
                count(*) FILTER (WHERE kind = 'charge')::int AS charges,
                count(DISTINCT unit) FILTER (WHERE kind = 'charge')::int AS units,
                COALESCE(sum(amount) FILTER (WHERE kind = 'charge'), 0)::int AS charged
         FROM credit_ledger WHERE workspace_id = $1 AND run_id IS NOT NULL GROUP BY run_id`
      )
      assert.strictEqual(ledger.length, 2 * PER_KIND, "a ledger account for each run, no more")
      for (const r of ledger) {
        assert.strictEqual(r["reserves"], 1, `run ${String(r["run_id"])} reserved once`)
        assert.strictEqual(r["charges"], r["units"], `run ${String(r["run_id"])} charged once per unit`)
      }
      const charged = ledger.reduce((sum, r) => sum + Number(r["charged"]), 0)
      const after = await cli(["credits", "show"], env)
      assert.strictEqual(after["reserved"], 0)
      assert.strictEqual(after["available"], granted - charged)

      // Retries were answered by replays (how many of them the client never saw first depends on timing).
      assert.isAbove(replays, 0)
      const maxCharges = Math.max(...ledger.map((r) => Number(r["charges"]) / Math.max(1, Number(r["units"]))))
      console.log(
        [
          `requests ${planned.length} (${PER_KIND} per kind: ${KINDS.join(", ")})`,
          `first attempts cut off by the client ${aborted} (planned ${ABORTED}), cut by a kill ${cutByKill}`,
          `kill -9 of the server ${KILLS}`,
          `first attempts answered ${planned.filter((p) => p.first !== undefined).length}`,
          `retries answered by replay ${replays} (${committedUnseen} of them committed but never answered), by a first run ${planned.length - replays}`,
          `objects per key: 1 (every kind)`,
          `charges per unit of a run: at most ${maxCharges}; credits charged ${charged}, reserved left 0`
        ].join("\n")
      )
    }
  )
})
