// vitest global setup: builds dist/ when a source changed (tests spawn the build, as operators run it), starts the
// run's PostgreSQL and migrates the template database every test file copies.
import type { TestProject } from "vitest/node"
import { ensureBuilt } from "../../bin/build.js"
import { prepareTemplate, startServer } from "./Postgres.js"

declare module "vitest" {
  export interface ProvidedContext {
    readonly adminDatabaseUrl: string
  }
}

export default async function setup(project: TestProject) {
  await ensureBuilt()
  const server = await startServer()
  await prepareTemplate(server.adminUrl)
  project.provide("adminDatabaseUrl", server.adminUrl)
  console.log(`tests use PostgreSQL from ${server.source}`)
  return async () => {
    await server.stop()
  }
}
