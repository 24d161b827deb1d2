// One PostgreSQL server for a test run: TEST_DATABASE_URL if set, else a testcontainers container when a
// Docker engine answers, else an embedded PostgreSQL in a temporary directory. Each test file then gets its
// own database, copied from a migrated template (fast: CREATE DATABASE … TEMPLATE).
import { Effect, Redacted } from "effect"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import pg from "pg"
import { migrate } from "../../adapters/postgres/Migrations.js"
import { pgLayer } from "../../runtime/Database.js"
import * as EmbeddedPostgres from "../../runtime/EmbeddedPostgres.js"

export const TEMPLATE_DATABASE = "clearhouse_template"

export interface TestServer {
  /** A URL of the server's maintenance database (`postgres`). */
  readonly adminUrl: string
  readonly stop: () => Promise<void>
  readonly source: "TEST_DATABASE_URL" | "testcontainers" | "embedded"
}

export const withDatabase = (url: string, database: string): string => {
  const u = new URL(url)
  u.pathname = `/${database}`
  return u.toString()
}

const fromTestcontainers = async (): Promise<TestServer | undefined> => {
  try {
    const { getContainerRuntimeClient } = await import("testcontainers")
    await getContainerRuntimeClient()
    const { PostgreSqlContainer } = await import("@testcontainers/postgresql")
    const container = await new PostgreSqlContainer("postgres:17-alpine").start()
    return {
      adminUrl: withDatabase(container.getConnectionUri(), "postgres"),
      stop: async () => {
        await container.stop()
      },
      source: "testcontainers"
    }
  } catch {
    return undefined
  }
}

const fromEmbedded = async (): Promise<TestServer> => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clearhouse-test-"))
  const db = await Effect.runPromise(EmbeddedPostgres.start(dir, "postgres"))
  const { host, port, username, password } = db.endpoint
  return {
    adminUrl: `postgres://${username}:${encodeURIComponent(Redacted.value(password))}@${host}:${port}/postgres`,
    stop: async () => {
      await Effect.runPromise(db.stop)
      fs.rmSync(dir, { recursive: true, force: true })
    },
    source: "embedded"
  }
}

export const startServer = async (): Promise<TestServer> => {
  const url = process.env["TEST_DATABASE_URL"]
  if (url !== undefined && url !== "") {
    return { adminUrl: withDatabase(url, "postgres"), stop: async () => {}, source: "TEST_DATABASE_URL" }
  }
  return (await fromTestcontainers()) ?? (await fromEmbedded())
}

export const admin = async <A>(adminUrl: string, f: (client: pg.Client) => Promise<A>): Promise<A> => {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    return await f(client)
  } finally {
    await client.end()
  }
}

/** (Re)creates the template database and migrates it. */
export const prepareTemplate = async (adminUrl: string): Promise<void> => {
  await admin(adminUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`)
    await client.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`)
  })
  await Effect.runPromise(
    migrate.pipe(Effect.provide(pgLayer({ url: Redacted.make(withDatabase(adminUrl, TEMPLATE_DATABASE)) })))
  )
}
