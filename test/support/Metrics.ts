// Reading the app's GET /metrics in tests: the Prometheus text and one series' value from it.
import { assert } from "@effect/vitest"
import { Effect } from "effect"
import { TEST_METRICS_TOKEN, TestApp } from "./TestApp.js"

/** GET /metrics with the test app's scrape token. */
export const scrapeMetrics = Effect.flatMap(TestApp, (app) =>
  Effect.flatMap(app.fetch("/metrics", { token: TEST_METRICS_TOKEN }), (res) => {
    assert.strictEqual(res.status, 200)
    assert.match(res.headers.get("content-type") ?? "", /^text\/plain; version=0\.0\.4/)
    return Effect.promise(() => res.text())
  })
)

/** The value of the series written exactly as `series` (name and labels), 0 when absent. */
export const seriesValue = (text: string, series: string) => {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `))
  return line === undefined ? 0 : Number(line.slice(series.length + 1))
}
