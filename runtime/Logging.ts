// Logging: structured JSON lines (or a readable format for development) at the configured minimum level.
import { Layer, Logger, type LogLevel } from "effect"

export const layer = (options: { readonly level: LogLevel.LogLevel; readonly format: "json" | "pretty" }) =>
  Layer.merge(options.format === "json" ? Logger.json : Logger.pretty, Logger.minimumLogLevel(options.level))
