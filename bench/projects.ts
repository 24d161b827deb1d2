// Projects benchmark: GET one, list a page and create, against a table of 100k projects.
import { type BenchServer, load, printTable } from "./BenchServer.js"

const PROJECTS = 100_000

export const run = async (server: BenchServer) => {
  const [workspace] = await server.sql<{ id: string }>("SELECT id FROM workspaces WHERE is_default")
  // Seed with ids in the same TypeID shape the service makes (time-sortable), all in the key's workspace.
  await server.sql(
    `INSERT INTO projects (id, workspace_id, name, description, visibility, created_at, updated_at)
     SELECT 'prj_' || lpad(to_hex(i), 26, '0'), $1, 'Seeded project ' || i, NULL,
            (ARRAY['private','internal','public'])[1 + i % 3], now(), now()
     FROM generate_series(1, $2) AS i`,
    [workspace?.id, PROJECTS]
  )
  await server.sql("ANALYZE projects")
  const [one] = await server.sql<{ id: string }>("SELECT id FROM projects ORDER BY id LIMIT 1 OFFSET 50000")
  const base = `${server.url}/v1/projects`
  const rows = [
    await load("GET /v1/projects/<id>", { url: `${base}/${one?.id}`, token: server.token }),
    await load("GET /v1/projects (page of 20)", { url: base, token: server.token }),
    await load("GET /v1/projects?limit=100&visibility=public", {
      url: `${base}?limit=100&visibility=public`,
      token: server.token
    }),
    await load("POST /v1/projects", {
      url: base,
      token: server.token,
      method: "POST",
      body: JSON.stringify({ name: "Bench project", description: "created under load" })
    })
  ]
  printTable(
    `projects (${PROJECTS.toLocaleString("en")} rows seeded)`,
    rows.map((r) => ({ ...r }))
  )
  return rows
}
