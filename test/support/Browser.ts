// A real Chromium for browser tests: Debian's `chromium` (installed by .ci/run) driven by playwright-core, headless,
// one per test file with a fresh context per use, and nothing downloaded. Set CHROMIUM_PATH to use another binary.
import { Context, Effect, Layer } from "effect"
import { type Browser as PlaywrightBrowser, chromium } from "playwright-core"

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

/** One headless Chromium for a test file (a layer of the file's tests): a launch costs more than a test's pages. */
export class Browser extends Context.Service<Browser, PlaywrightBrowser>()("test/Browser") {}

export const BrowserLive = Layer.effect(
  Browser,
  Effect.acquireRelease(
    Effect.promise(() => chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS })),
    (browser) => Effect.promise(() => browser.close())
  )
)

/**
 * A fresh browser context of the file's Chromium (cookies, storage and cache of its own, as a new profile has),
 * closed with the scope.
 */
export const browserContext = (options: { readonly width?: number; readonly height?: number } = {}) =>
  Effect.flatMap(Browser, (browser) =>
    Effect.acquireRelease(
      Effect.promise(async () => {
        const context = await browser.newContext({
          viewport: { width: options.width ?? 1280, height: options.height ?? 800 }
        })
        context.setDefaultTimeout(20_000)
        return context
      }),
      (context) => Effect.promise(() => context.close())
    )
  )
