// vitest global setup: starts the run's PostgreSQL and migrates the template database every test file copies.
import type { TestProject } from "vitest/node"
import { prepareTemplate, startServer } from "./Postgres.js"

declare module "vitest" {
  export interface ProvidedContext {
    readonly adminDatabaseUrl: string
  }
}

export default async function setup(project: TestProject) {
  const server = await startServer()
  await prepareTemplate(server.adminUrl)
  project.provide("adminDatabaseUrl", server.adminUrl)
  console.log(`tests use PostgreSQL from ${server.source}`)
  return async () => {
    await server.stop()
  }
}
