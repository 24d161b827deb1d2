// `npm run bench [suite ...]`: starts the real server on an embedded PostgreSQL and runs the benchmark suites.
import { type BenchServer, startBenchServer } from "./BenchServer.js"

type Suite = (server: BenchServer) => Promise<unknown>

const suites: Record<string, () => Promise<Suite>> = {
  projects: async () => (await import("./projects.js")).run,
  assets: async () => (await import("./assets.js")).run
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
for (const name of names) {
  const server = await startBenchServer()
  try {
    console.log(`\n# ${name} (server ${server.url}, node ${process.version})`)
    await (
      await suites[name]!()
    )(server)
  } finally {
    await server.close()
  }
}
