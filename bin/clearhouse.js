#!/usr/bin/env node
// The `clearhouse` admin CLI: runs runtime/cli.ts through tsx (the project runs its TypeScript directly).
import { register } from "tsx/esm/api"

register()
await import("../runtime/cli.ts")
