// Logging: structured JSON lines (or a readable format for development) at the configured minimum level. The JSON
// lines keep the fields they always had (`logLevel`, not Effect 4's `level`), for the log pipelines that read them.
import { Formatter, Layer, Logger, type LogLevel, References } from "effect"

/** Effect 4's structured entry, with the level under the name Effect 3's JSON logger gave it. */
const json = Logger.withConsoleLog(
  Logger.map(Logger.formatStructured, ({ level, ...entry }) =>
    Formatter.formatJson({
      message: entry.message,
      logLevel: level,
      timestamp: entry.timestamp,
      cause: entry.cause,
      annotations: entry.annotations,
      spans: entry.spans,
      fiberId: entry.fiberId
    })
  )
)

export const layer = (options: { readonly level: LogLevel.LogLevel; readonly format: "json" | "pretty" }) =>
  Layer.merge(
    Logger.layer([options.format === "json" ? json : Logger.consolePretty()]),
    Layer.succeed(References.MinimumLogLevel, options.level)
  )
