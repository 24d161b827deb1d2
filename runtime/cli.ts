// Entry of the admin CLI. Exit codes: 0 success, 2 bad arguments (unknown command or flag, invalid value,
// unknown id), 1 anything else (configuration, database). It opens the database the server uses (DataLocation says
// which, on stderr) and creates a new data directory only with --init.
import { Command, ValidationError as CliValidationError } from "@effect/cli"
import * as NodeFileSystem from "@effect/platform-node/NodeFileSystem"
import * as NodePath from "@effect/platform-node/NodePath"
import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import * as NodeTerminal from "@effect/platform-node/NodeTerminal"
import { Cause, Effect, Exit, Layer, Logger, LogLevel } from "effect"
import { command, environment } from "./AdminCommands.js"
import { appConfig, describeConfigError } from "./Config.js"
import * as DataLocation from "./DataLocation.js"
import * as Terminal from "./Terminal.js"

const fail = (code: number, message?: string) =>
  Effect.sync(() => {
    if (message !== undefined) console.error(message)
    process.exitCode = code
  })

const program = Effect.gen(function* () {
  const { location, config } = yield* DataLocation.withConfig(appConfig)
  const run = Command.run(command.pipe(Command.provide(environment(config, { createDataDir: location.init }))), {
    name: "clearhouse",
    version: "0.1.0"
  })
  const wantsHelp =
    location.argv.length <= 2 || location.argv.some((a) => a === "--help" || a === "-h" || a === "--version")
  if (!wantsHelp) console.error(`clearhouse: ${DataLocation.describe(location)}`)
  yield* run(location.argv).pipe(Logger.withMinimumLogLevel(LogLevel.Warning))
}).pipe(
  Effect.catchTags({
    ConfigError: (error) => fail(1, `Invalid configuration:\n${describeConfigError(error)}`),
    DataLocationError: (error) => fail(1, `Error: ${error.message}`),
    ValidationError: (error) => fail(2, `Error: ${error.message}`),
    NotFound: (error) => fail(2, `Error: ${error.message}`)
  }),
  Effect.catchIf(CliValidationError.isValidationError, () => fail(2)),
  // What @effect/cli needs, not all of NodeContext: its process runner and worker manager (with their schemas) would
  // be loaded at every command for nothing.
  Effect.provide(Layer.mergeAll(NodeFileSystem.layer, NodePath.layer, NodeTerminal.layer)),
  Effect.onExit((exit) => (Exit.isFailure(exit) && !Cause.isInterruptedOnly(exit.cause) ? fail(1) : Effect.void))
)

Terminal.install()
NodeRuntime.runMain(program, { disablePrettyLogger: true })
