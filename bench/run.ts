// `npm run bench [suite ...]`: starts the real server on an embedded PostgreSQL and runs the benchmark suites.
import { ensureBuilt } from "../bin/build.js"
import { type BenchServer, startBenchServer } from "./BenchServer.js"

interface Suite {
  readonly run: (server: BenchServer) => Promise<unknown>
  /** Server environment the suite needs. */
  readonly env?: Record<string, string>
  /** The suite runs in process (a library, or processes it starts itself) and needs no bench server. */
  readonly inProcess?: true
}

const suites: Record<string, () => Promise<Suite>> = {
  projects: async () => ({ run: (await import("./projects.js")).run }),
  assets: async () => ({ run: (await import("./assets.js")).run }),
  webhooks: async () => await import("./webhooks.js"),
  agents: async () => ({ run: (await import("./agents.js")).run }),
  tagger: async () => ({ run: (await import("./tagger.js")).run, inProcess: true }),
  faces: async () => ({ run: (await import("./faces.js")).run, inProcess: true }),
  contracts: async () => ({ run: (await import("./contracts.js")).run, inProcess: true }),
  workflows: async () => ({ run: (await import("./workflows.js")).run }),
  reads: async () => ({ run: (await import("./reads.js")).run }),
  lists: async () => ({ run: (await import("./lists.js")).run }),
  dashboard: async () => ({ run: (await import("./dashboard.js")).run }),
  startup: async () => ({ run: (await import("./startup.js")).run, inProcess: true }),
  cluster: async () => ({ run: (await import("./cluster.js")).run, inProcess: true }),
  floor: async () => ({ run: (await import("./floor.js")).run, inProcess: true }),
  decoder: async () => ({ run: (await import("./decoder.js")).run, inProcess: true })
}

const wanted = process.argv.slice(2)
const names = wanted.length > 0 ? wanted : Object.keys(suites)
for (const name of names) {
  const suite = suites[name]
  if (suite === undefined) {
    console.error(`unknown suite ${name}; known: ${Object.keys(suites).join(", ")}`)
    process.exit(2)
  }
}
// The bench server runs the build (dist/): make it fresh once, before any suite starts.
await ensureBuilt()
for (const name of names) {
  const suite = await suites[name]!()
  if (suite.inProcess === true) {
    console.log(`\n# ${name} (in process, node ${process.version})`)
    await suite.run(undefined as never)
    continue
  }
  const server = await startBenchServer(suite.env)
  try {
    console.log(`\n# ${name} (server ${server.url}, node ${process.version})`)
    await suite.run(server)
  } finally {
    await server.close()
  }
}
