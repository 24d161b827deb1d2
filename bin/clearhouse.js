#!/usr/bin/env node
// The `clearhouse` admin CLI: runs the build of runtime/cli.ts (rebuilt first when a source is newer).
import { ensureBuilt } from "./build.js"

await ensureBuilt()
await import("../dist/cli.js")
