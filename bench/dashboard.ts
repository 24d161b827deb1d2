// Dashboard weight and first byte (issue 34's budget: the 150-asset project page under 1.5 MB on a first load, every
// page's first byte under 100 ms with 10,000 assets in the workspace). The workspace gets 10,000 assets by SQL (as
// the list benchmark seeds them) and a project of 150 real JPEG photos uploaded through the API. Signed in as the
// owner: each page's first byte (the answer's headers, p50 and p95 of 20 loads on one connection after a warm-up)
// and HTML size; then the project pages loaded once in a fresh Chromium (Debian's), adding up every response the
// page fetched (HTML, stylesheet, script, thumbnails).
import { spawnSync } from "node:child_process"
import * as path from "node:path"
import { performance } from "node:perf_hooks"
import { chromium } from "playwright-core"
import sharp from "sharp"
import { CHROMIUM } from "../test/support/Browser.js"
import { CLI, ROOT } from "../test/support/ServerProcess.js"
import { api, type BenchServer, printTable } from "./BenchServer.js"

const LOADS = 20
const PASSWORD = "a bench password of some length"
const PHOTOS = 150
const SEEDED = 10_000

/** A photo-like JPEG: smooth gradients with noise, so it compresses like a picture, not a flat fill. */
const photo = async (i: number) => {
  const width = 1600
  const height = 1067
  const pixels = Buffer.alloc(width * height * 3)
  let seed = i * 7919 + 1
  for (let p = 0; p < width * height; p++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff
    const x = p % width
    const y = Math.floor(p / width)
    pixels[p * 3] = (x * 255) / width + (seed % 24)
    pixels[p * 3 + 1] = (y * 255) / height + ((seed >> 8) % 24)
    pixels[p * 3 + 2] = ((i * 37) % 255) + ((seed >> 16) % 24)
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer()
}

const percentile = (values: ReadonlyArray<number>, p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return Number(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(1))
}

/** A dashboard session of the default workspace's owner: the session cookie. */
const signIn = async (server: BenchServer) => {
  const set = spawnSync(
    process.execPath,
    [path.join(ROOT, CLI), "user", "set-password", "--email", "owner@localhost"],
    {
      cwd: ROOT,
      input: `${PASSWORD}\n`,
      env: { ...process.env, CLEARHOUSE_DATA_DIR: server.dataDir },
      encoding: "utf8"
    }
  )
  if (set.status !== 0) throw new Error(`set-password failed: ${set.stderr}`)
  const form = await fetch(`${server.url}/sign-in`)
  const pre = form.headers.getSetCookie()[0]!.split(";")[0]!
  const csrf = /name="_csrf" value="([^"]+)"/.exec(await form.text())?.[1] ?? ""
  const signedIn = await fetch(`${server.url}/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: pre, origin: server.url },
    body: new URLSearchParams({ _csrf: csrf, email: "owner@localhost", password: PASSWORD, next: "/" }).toString()
  })
  const session = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.startsWith("clearhouse_session="))
  if (session === undefined) throw new Error(`sign-in failed: ${signedIn.status}`)
  return session
}

export const run = async (server: BenchServer) => {
  const [workspace] = await server.sql<{ id: string }>("SELECT id FROM workspaces WHERE is_default")
  const big = String((await api(server, "POST", "/v1/projects", { name: "Archive" }))["id"])
  await server.sql(
    `INSERT INTO assets (id, workspace_id, project_id, filename, content_type, size_bytes, sha256, status,
                         created_at, updated_at)
     SELECT 'ast_' || lpad(to_hex(i), 26, '0'), $1, $2, 'archive-' || i || '.jpg', 'image/jpeg', 1,
            repeat('0', 64), 'available', now(), now()
     FROM generate_series(1, $3::int) AS i`,
    [workspace?.id, big, SEEDED]
  )
  await server.sql("VACUUM ANALYZE assets")
  const campaign = String((await api(server, "POST", "/v1/projects", { name: "Summer campaign" }))["id"])
  let uploadedBytes = 0
  let firstAsset = ""
  for (let i = 0; i < PHOTOS; i++) {
    const bytes = await photo(i)
    uploadedBytes += bytes.length
    const form = new FormData()
    form.set("project_id", campaign)
    form.set("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), `photo-${i}.jpg`)
    const res = await fetch(`${server.url}/v1/assets`, {
      method: "POST",
      headers: { authorization: `Bearer ${server.token}` },
      body: form
    })
    if (res.status !== 201) throw new Error(`upload ${i}: ${res.status} ${await res.text()}`)
    firstAsset ||= ((await res.json()) as { data: { id: string } }).data.id
  }
  const cookie = await signIn(server)

  const pages = [
    ["overview", "/"],
    ["projects", "/projects"],
    ["project of 150 photos", `/projects/${campaign}`],
    [`project of ${SEEDED.toLocaleString("en")} assets`, `/projects/${big}`],
    ["asset", `/assets/${firstAsset}`],
    ["runs", "/runs"],
    ["agents settings", "/settings/agents"],
    ["run agent", `/agents/run?agent=asset-tagger&project=${campaign}`]
  ] as const
  const rows = []
  for (const [name, url] of pages) {
    const firstBytes: Array<number> = []
    let htmlBytes = 0
    let status = 0
    for (let i = 0; i < LOADS + 3; i++) {
      const started = performance.now()
      const res = await fetch(`${server.url}${url}`, { headers: { cookie } })
      const ms = performance.now() - started
      const body = await res.arrayBuffer()
      status = res.status
      htmlBytes = body.byteLength
      if (i >= 3) firstBytes.push(ms)
    }
    rows.push({
      page: name,
      status,
      firstByteP50Ms: percentile(firstBytes, 50),
      firstByteP95Ms: percentile(firstBytes, 95),
      htmlKB: Number((htmlBytes / 1024).toFixed(1))
    })
  }
  printTable(
    `dashboard first byte (${SEEDED.toLocaleString("en")} assets in the workspace, ${LOADS} loads each, one connection)`,
    rows
  )

  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ["--no-sandbox"] })
  const weights = []
  try {
    for (const [name, url] of pages.filter(([, u]) => u.startsWith("/projects/"))) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      const host = new URL(server.url)
      await context.addCookies([
        {
          name: cookie.split("=")[0]!,
          value: cookie.slice(cookie.indexOf("=") + 1),
          domain: host.hostname,
          path: "/"
        }
      ])
      const page = await context.newPage()
      const sizes: Array<Promise<number>> = []
      page.on("response", (response) =>
        sizes.push(
          response.body().then(
            (b) => b.length,
            () => 0
          )
        )
      )
      await page.goto(`${server.url}${url}`, { waitUntil: "networkidle" })
      const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0)
      weights.push({ page: name, responses: sizes.length, firstLoadKB: Math.round(bytes / 1024) })
      await context.close()
    }
  } finally {
    await browser.close()
  }
  printTable(
    `dashboard page weight on a first load (150 photos uploaded: ${Math.round(uploadedBytes / 1024)} KB of originals)`,
    weights
  )
  return { rows, weights }
}
