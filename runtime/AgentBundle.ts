// Turns what an operator installs into one agent bundle: a folder holding an agent written with the agent SDK (its
// package.json `main`, else index.ts, src/index.ts, agent.ts…), an npm tarball of one (`npm pack`), or a single
// JavaScript file bundled already. Folders are bundled by esbuild into one CommonJS module, the SDK and `effect`
// taken from this installation so the agent speaks the protocol of the server it is installed into.
import { Effect, Layer } from "effect"
import { spawnSync } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { AgentPackager, PackagingFailed } from "../application/agents/ports/AgentPackager.js"

const ROOT = path.resolve(import.meta.dirname, "..")
const SDK_ENTRY = path.join(ROOT, "sdk", "agent", "src", "index.ts")
const CANDIDATES = ["index.ts", "src/index.ts", "agent.ts", "src/agent.ts", "index.js", "src/index.js"]

export class BundleError extends Error {}

const entryOf = (folder: string): string => {
  const manifest = path.join(folder, "package.json")
  if (fs.existsSync(manifest)) {
    const pkg = JSON.parse(fs.readFileSync(manifest, "utf8")) as { readonly source?: unknown; readonly main?: unknown }
    for (const field of [pkg.source, pkg.main]) {
      if (typeof field === "string" && fs.existsSync(path.join(folder, field))) return path.join(folder, field)
    }
  }
  const found = CANDIDATES.map((c) => path.join(folder, c)).find((c) => fs.existsSync(c))
  if (found === undefined) {
    throw new BundleError(
      `No agent module in ${folder}: give package.json a "main", or add one of ${CANDIDATES.join(", ")}`
    )
  }
  return found
}

const bundleFolder = async (folder: string): Promise<string> => {
  const esbuild = await import("esbuild")
  const result = await esbuild
    .build({
      entryPoints: [entryOf(folder)],
      bundle: true,
      platform: "node",
      format: "cjs",
      target: "node22",
      write: false,
      minify: true,
      legalComments: "none",
      logLevel: "silent",
      alias: { "@clearhouse/agent-sdk": SDK_ENTRY },
      nodePaths: [path.join(ROOT, "node_modules")]
    })
    .catch((error: unknown) => {
      const errors = (error as { readonly errors?: ReadonlyArray<{ readonly text: string }> }).errors ?? []
      throw new BundleError(`The agent does not build: ${errors.map((e) => e.text).join("; ") || String(error)}`)
    })
  const file = result.outputFiles[0]
  if (file === undefined) throw new BundleError("The agent built to nothing")
  return file.text
}

/** The bundle of a folder, a tarball (.tgz, .tar.gz) or a JavaScript file (.js, .cjs). */
export const bundleAgent = async (source: string): Promise<string> => {
  const resolved = path.resolve(source)
  if (!fs.existsSync(resolved)) throw new BundleError(`${source} does not exist`)
  if (fs.statSync(resolved).isDirectory()) return bundleFolder(resolved)
  if (/\.(tgz|tar\.gz)$/.test(resolved)) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clearhouse-agent-"))
    try {
      const tar = spawnSync("tar", ["-xzf", resolved, "-C", dir], { encoding: "utf8" })
      if (tar.status !== 0) throw new BundleError(`Cannot unpack ${source}: ${tar.stderr.trim()}`)
      const inner = path.join(dir, "package")
      return await bundleFolder(fs.existsSync(inner) ? inner : dir)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }
  if (/\.c?js$/.test(resolved)) return fs.readFileSync(resolved, "utf8")
  throw new BundleError(`${source}: give a folder, a .tgz from npm pack, or a bundled .js file`)
}

/** The bundle of an uploaded file: an npm tarball (.tgz, .tar.gz) or a bundled JavaScript file (.js, .cjs). */
export const bundleAgentFile = async (filename: string, bytes: Uint8Array): Promise<string> => {
  const extension = /\.(tgz|tar\.gz|c?js)$/i.exec(filename)?.[1]?.toLowerCase()
  if (extension === undefined) {
    throw new BundleError(`${filename}: upload an npm tarball (npm pack, .tgz) or a bundled .js file`)
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clearhouse-upload-"))
  try {
    const file = path.join(dir, `agent.${extension}`)
    fs.writeFileSync(file, bytes)
    return await bundleAgent(file)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** The AgentPackager of uploads (the dashboard's Agents settings), on this module's bundler. */
export const packagerLayer = Layer.succeed(AgentPackager, {
  bundle: ({ filename, bytes }) =>
    Effect.tryPromise({
      try: () => bundleAgentFile(filename, bytes),
      catch: (error) => new PackagingFailed({ message: error instanceof Error ? error.message : String(error) })
    })
})
