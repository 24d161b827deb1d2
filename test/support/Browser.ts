// A real Chromium for browser tests: Debian's `chromium` (installed by .ci/run) driven by playwright-core, headless,
// with a fresh profile per use and nothing downloaded. Set CHROMIUM_PATH to use another binary.
import { Effect } from "effect"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { type BrowserContext, chromium } from "playwright-core"

export const CHROMIUM = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium"

const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync"
]

/** A browser context on a fresh profile, closed (and its profile removed) with the scope. */
export const browserContext = (options: { readonly width?: number; readonly height?: number } = {}) =>
  Effect.acquireRelease(
    Effect.promise(async () => {
      const profile = fs.mkdtempSync(path.join(os.tmpdir(), "clearhouse-chromium-"))
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM,
        headless: true,
        args: ARGS,
        viewport: { width: options.width ?? 1280, height: options.height ?? 800 }
      })
      context.setDefaultTimeout(20_000)
      return { context, profile }
    }),
    ({ context, profile }) =>
      Effect.promise(async () => {
        await context.close()
        fs.rmSync(profile, { recursive: true, force: true })
      })
  ).pipe(Effect.map(({ context }): BrowserContext => context))
