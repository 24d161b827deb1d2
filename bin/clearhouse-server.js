#!/usr/bin/env node
// The server (`npm start`): runs the build of runtime/main.ts (rebuilt first when a source is newer).
import "./supportedNode.js"
import { ensureBuilt } from "./build.js"

await ensureBuilt()
await import("../dist/main.js")
