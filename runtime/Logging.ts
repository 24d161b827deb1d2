// Logging: structured JSON lines (or a readable format for development) at the configured minimum level.
import { Layer, Logger, type LogLevel, References } from "effect"

export const layer = (options: { readonly level: LogLevel.LogLevel; readonly format: "json" | "pretty" }) =>
  Layer.merge(
    Logger.layer([options.format === "json" ? Logger.consoleJson : Logger.consolePretty()]),
    Layer.succeed(References.MinimumLogLevel, options.level)
  )
