#!/usr/bin/env node
// The `clearhouse` admin CLI: runs the build of runtime/cli.ts (rebuilt first when one of its sources is newer).
import "./supportedNode.js"
import { ensureBuilt } from "./build.js"

await ensureBuilt(["cli"])
await import("../dist/cli.js")
